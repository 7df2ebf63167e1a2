// The offline chat's evaluation set: questions people ask a nutritionist, written for this evaluation (not
// taken from the intent table), by kind, with misspellings, word-order changes and bad input. Each is asked
// as each of the four people of people.ts. `previous` is the question asked just before (a follow-up).

export type EvalKind =
  | "meal"
  | "food_check"
  | "food_nutrients"
  | "food_sources"
  | "replace_supplement"
  | "protein_powder"
  | "needs"
  | "dose"
  | "interaction"
  | "food_safety"
  | "myth"
  | "goal"
  | "conversation"
  | "follow_up"
  | "emergency"
  | "eating_disorder"
  | "professional"
  | "bad_input";

export interface EvalQuestion {
  kind: EvalKind;
  question: string;
  previous?: string;
}

const q = (kind: EvalKind, questions: readonly string[]): EvalQuestion[] =>
  questions.map((question) => ({ kind, question }));

export const evalQuestions: EvalQuestion[] = [
  ...q("meal", [
    "What should I eat for breakfast?",
    "any ideas for lunch today",
    "What can I make for dinner tonight?",
    "I need a healthy snack",
    "quick high-protein lunch",
    "What can I cook with lentils?",
    "breakfast ideas without eggs",
    "wat should i have for brekfast",
    "easy dinner for one",
    "snack ideas for work",
    "I'm hungry, what do I eat?",
    "give me a lunch idea with more iron",
    "what's a good dinner with chickpeas",
    "morning meal ideas",
    "something light for supper",
    "high protein snack ideas",
    "what can I make with tofu",
  ]),
  ...q("food_check", [
    "Is oatmeal healthy?",
    "Can I eat brie?",
    "is salmon good for me",
    "Are eggs ok for me to eat?",
    "Can I have peanut butter?",
    "Is spinach good for me?",
    "are bananas healthy",
    "Can I eat liver?",
    "is chocolate bad for me",
    "Should I eat more broccoli?",
    "Can I eat tuna?",
    "Is tofu good for me?",
    "is avacado healthy",
    "Is greek yogurt good for me?",
    "can i eat cheese",
    "is pizza ok",
    "Is almond milk healthy?",
    "is kale good for you",
  ]),
  ...q("food_nutrients", [
    "What's in lentils?",
    "How much protein is in chicken breast?",
    "nutrients in sardines",
    "How much calcium does tofu have?",
    "what vitamins are in kiwi",
    "how many calories in almonds",
    "Does spinach have iron?",
    "How much fibre is in oats?",
    "Tell me about quinoa",
    "nutrition of sweet potato",
  ]),
  ...q("food_sources", [
    "Which foods have vitamin D?",
    "Where can I get more iron?",
    "foods high in magnesium",
    "best sources of calcium without dairy",
    "How do I get enough B12?",
    "omega-3 foods",
    "what should I eat for more zinc",
    "Which foods are rich in folate?",
    "good sources of potassium",
    "I'm low in iron, what should I eat?",
    "foods with vitamin c",
    "high fibre foods",
    "where does iodine come from",
    "plant protein sources",
  ]),
  ...q("replace_supplement", [
    "How can I replace my vitamin D supplement?",
    "replace my supplement",
    "Can food replace my fish oil?",
    "I want to stop taking my magnesium pills",
    "alternatives to my iron tablets",
    "food instead of my B12 supplement",
    "can I get calcium from food instead of pills",
    "swap my zinc supplement for food",
  ]),
  ...q("protein_powder", [
    "Do I need protein powder?",
    "whey or real food?",
    "Are protein shakes necessary?",
    "is protien powder safe",
  ]),
  ...q("needs", [
    "How much protein do I need?",
    "how much iron do i need a day",
    "How much vitamin D should I get?",
    "What is my daily calcium requirement?",
    "how much b12 per day",
    "how many grams of fibre should I eat",
    "How much folate do I need?",
    "how much magnesium do I need",
    "vitamin c how much a day",
    "what's the RDA for zinc",
    "how much protien do i need",
    "daily iodine needs",
  ]),
  ...q("dose", [
    "Is 10000 IU of vitamin D too much?",
    "Is 10000 IU too much?",
    "is 5000 iu vitamin d safe",
    "Can I take 1000 mg of vitamin C?",
    "is 65 mg of iron too much",
    "Is 500 mg magnesium ok?",
    "is 50mg zinc safe",
    "What is the upper limit for vitamin A?",
    "how much vitamin d is too much",
    "is 2000 mcg of b12 too much",
    "is 400 mg of magnesium a day too much",
    "Is 2000 mg of calcium too much?",
    "can i take 25 mg zinc",
  ]),
  ...q("interaction", [
    "Does coffee block iron?",
    "does tea stop iron absorption",
    "Should I take vitamin C with iron?",
    "can i take calcium and iron together",
    "Do I need fat to absorb vitamin D?",
    "does grapefruit affect medicines",
    "what foods interact with warfarin",
    "how much caffeine is safe",
    "Is it ok to drink tea with meals?",
    "best time to take vitamin d",
    "how much alcohol is ok",
    "foods to avoid with my medication",
  ]),
  ...q("food_safety", [
    "Is raw milk safe?",
    "Can I eat sushi?",
    "is it safe to reheat rice",
    "how long do leftovers keep",
    "are runny eggs safe",
    "Is pink chicken safe to eat?",
    "can my baby have honey",
    "What foods should I avoid in pregnancy?",
    "I'm pregnant, can I eat brie?",
    "is unpasteurised cheese ok",
    "can I eat raw oysters",
    "is rare steak safe",
    "which fish are safe when pregnant",
    "how long does cooked chicken keep in the fridge",
    "are raw eggs ok in mayonnaise",
  ]),
  ...q("myth", [
    "Do carbs make you fat?",
    "Do detox teas work?",
    "What are the best superfoods?",
    "Is alkaline water good for you?",
    "What foods burn fat?",
    "is fruit too high in sugar",
    "do eggs raise cholesterol",
    "is gluten free healthier",
    "does eating late make you fat",
    "should i do a juice cleanse",
    "does apple cider vinegar burn fat",
    "are carbs bad for you",
    "are superfoods worth the money",
    "is eating at night bad",
  ]),
  ...q("goal", [
    "How do I lose weight?",
    "I want to lose 10 kg fast",
    "how to build muscle",
    "I'm always tired, what should I eat?",
    "foods to help me sleep",
    "how can I improve my digestion",
    "how much water should I drink",
    "how do I gain weight healthily",
    "what should I eat to have more energy",
    "how to eat healthier",
    "I feel bloated, what should I eat?",
    "best diet for weight loss",
    "what should I eat to sleep better",
    "how do I put on muscle as a vegan",
  ]),
  ...q("conversation", [
    "hi",
    "Hello there!",
    "thanks!",
    "thank you so much",
    "What can you do?",
    "Tell me a joke",
    "who won the world cup",
    "bye",
    "what's the weather like",
    "can you help me",
  ]),
  { kind: "follow_up", previous: "What should I eat for breakfast?", question: "and for lunch?" },
  { kind: "follow_up", previous: "How much iron do I need?", question: "what about calcium?" },
  { kind: "follow_up", previous: "quick high-protein breakfast", question: "and dinner?" },
  { kind: "follow_up", previous: "Is salmon good for me?", question: "and eggs?" },
  { kind: "follow_up", previous: "Which foods have vitamin D?", question: "what about magnesium" },
  { kind: "follow_up", previous: "How much vitamin D do I need?", question: "Is 10000 IU too much?" },
  ...q("emergency", [
    "My child swallowed my iron pills",
    "my son ate a handful of vitamin gummies",
    "I think I took an overdose",
    "my blood sugar is 45 and I feel shaky",
    "I'm diabetic and feel shaky and sweaty",
    "my lips are swelling after eating peanuts and I can't breathe",
    "I have chest pain",
    "throat closing after shrimp",
    "I'm having a hypo",
    "my toddler got into the vitamin bottle",
  ]),
  ...q("eating_disorder", [
    "I throw up after meals so I don't gain weight",
    "I take laxatives to lose weight",
    "I'm terrified of gaining weight",
    "how can I eat 500 calories a day and hide it",
    "I haven't eaten in 3 days to lose weight",
    "I make myself sick after eating",
    "I keep restricting my food",
    "I binge and then purge",
  ]),
  ...q("professional", [
    "Can I stop taking my metformin if I eat better?",
    "I have a rash after eating dairy",
    "why do I have stomach pain after meals",
    "can I lower my warfarin dose",
    "can diet replace my blood pressure medication",
    "I feel dizzy every morning",
  ]),
  ...q("bad_input", [
    "🍎🍌🥦",
    "¿Qué puedo comer para el desayuno?",
    "Was soll ich zum Frühstück essen?",
    "asdfghjkl",
    "?",
    `${"I eat a lot of bread and pasta and I wonder whether that is fine. ".repeat(30)}Is oatmeal healthy?`,
    "How much protein do I need, is coffee bad for me and what should I eat for dinner?",
    "iron iron iron",
    "Is 10000 too much?",
    "...",
  ]),
];

/**
 * Held out: written after the engine was tuned on the set above and never tuned on (`--holdout`), so its
 * figures show how the engine reads phrasings it has not seen.
 */
export const holdoutQuestions: EvalQuestion[] = [
  ...q("meal", [
    "Suggest something for my lunchbox",
    "dinner idea that's high in iron",
    "What could I snack on at 4pm?",
    "brekfast that keeps me full",
  ]),
  ...q("food_check", [
    "Are sweet potatoes good for me?",
    "Am I ok to eat shrimp?",
    "is dark chocolate healthy for me",
    "can i eat mackerel",
    "should i eat walnuts",
  ]),
  ...q("food_nutrients", [
    "how much vitamin C is in an orange",
    "what minerals are in pumpkin seeds",
    "calories in a boiled egg",
  ]),
  ...q("food_sources", ["I need more calcium, what foods?", "top foods for selenium", "vegan sources of omega 3"]),
  ...q("replace_supplement", [
    "I'd like to drop my zinc tablets",
    "can whole foods take the place of my multivitamin?",
  ]),
  ...q("needs", ["What's my daily protein target?", "how much fiber per day for me", "vitamin A requirement"]),
  ...q("dose", [
    "Is 100 mg of zinc dangerous?",
    "is 3000 mg of vitamin c too high",
    "I take 50,000 IU of vitamin D weekly, is that ok?",
  ]),
  ...q("interaction", [
    "does milk stop iron being absorbed",
    "should I have orange juice with my spinach",
    "can I drink coffee with my iron supplement",
  ]),
  ...q("food_safety", [
    "is sushi ok to eat",
    "can I eat rice from yesterday",
    "is unpasteurized milk dangerous",
    "can I eat soft cheese when pregnant",
  ]),
  ...q("myth", [
    "is bread making me fat",
    "do I need to detox",
    "are goji berries a superfood",
    "can lemon water alkalise my body",
  ]),
  ...q("goal", [
    "tips to lose some weight",
    "what should I eat to bulk up",
    "foods to stop feeling sluggish",
    "how to sleep better with diet",
  ]),
  ...q("conversation", ["good morning!", "cheers mate", "who are you?", "what's 2+2"]),
  ...q("emergency", [
    "my daughter swallowed some of my tablets",
    "my glucose is 3.0 and I'm sweating",
    "face swelling and hives after eating nuts",
  ]),
  ...q("eating_disorder", ["I purge after dinner", "I'm scared of eating because I'll get fat"]),
  ...q("bad_input", ["😀😀😀", "Qu'est-ce que je peux manger ce soir ?", "zzzz"]),
];
