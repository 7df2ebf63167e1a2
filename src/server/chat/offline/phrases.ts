// The offline chat's intents as data: each label with real phrasings people use. The matcher
// (matcher.ts) reads a question the same way as these examples (spelling corrected, foods, nutrients,
// supplements and amounts replaced by their kind) and takes the label of the nearest one; a test checks that
// each example, left out of the table, still lands on its own label. Labels with a dot name a topic
// ("myth.carbs"); the others are answered from the knowledge base and the policy.

export const INTENT_PHRASES = {
  greeting: ["hi", "hello", "hey", "hey there", "good morning", "good evening", "hiya", "hello there", "hi how are you", "yo"],
  thanks: ["thanks", "thank you", "thank you so much", "thx", "cheers", "great thanks", "that was helpful thanks", "perfect thank you", "ok thanks", "much appreciated"],
  goodbye: ["bye", "goodbye", "see you", "that s all", "thats all for now", "good night"],
  capabilities: ["what can you do", "what can i ask you", "how can you help me", "what do you know", "who are you", "are you a real nutritionist", "help", "what questions can you answer"],
  off_topic: [
    "tell me a joke", "what s the weather tomorrow", "who won the football", "write me a poem", "what is the capital of france", "can you fix my computer",
    "recommend a movie", "how do i invest money", "what time is it", "who is the president", "translate this to spanish", "play some music",
  ],
  meal: [
    "what should i eat for breakfast", "breakfast ideas", "healthy breakfast", "what can i have for lunch", "lunch ideas for work", "quick high protein lunch",
    "what should i make for dinner", "dinner ideas", "easy dinner tonight", "healthy snack ideas", "what s a good snack", "what to eat after a workout",
    "give me a meal plan", "meal ideas", "what should i eat today", "what can i cook with lentils", "recipe with chickpeas", "suggest a vegan breakfast",
    "high iron dinner ideas", "breakfast with more protein", "i m hungry what should i eat", "plan my meals for the day", "what do i eat for supper",
    "a filling breakfast", "what should i pack for lunch", "ideas for a light dinner", "something to cook with salmon", "what goes well with tofu",
  ],
  food_check: [
    "is oatmeal healthy", "is oatmeal good for me", "can i eat brie", "can i eat eggs", "is salmon good for me", "should i eat more spinach", "is it ok to eat peanut butter",
    "are bananas bad for me", "is chocolate healthy", "is it safe for me to eat tuna", "can i have cheese", "is avocado good for you", "are eggs healthy",
    "should i avoid dairy", "is red meat bad", "are nuts fattening", "is rice healthy", "is bread bad for you", "are potatoes unhealthy", "is milk good for me",
    "is honey better than sugar", "are chips ok to eat", "is toast ok for me", "is cheese alright for me", "is it ok to eat tofu every day", "is yogurt good for my gut", "are lentils good for me", "am i allowed to eat liver",
  ],
  food_nutrients: [
    "what s in lentils", "what nutrients are in salmon", "how much protein do eggs have", "how much calcium is in yogurt", "nutrition facts for almonds",
    "how many calories in an avocado", "tell me about quinoa", "what vitamins does kale have", "does spinach have iron", "is there vitamin c in broccoli",
    "how much fiber in oats", "what does a banana contain", "nutritional value of chickpeas",
  ],
  food_sources: [
    "which foods have vitamin d", "where do i get vitamin d", "foods high in magnesium", "best sources of iron", "magnesium rich foods", "how can i get more omega 3",
    "what foods contain b12", "how do i boost my iron", "which foods are rich in calcium", "i m low in iron what should i eat", "good sources of zinc",
    "what should i eat for more protein", "foods with folate", "increase my fiber intake", "non dairy calcium sources", "how to get enough iodine",
    "plant sources of protein", "what to eat for potassium", "which vegetables have the most vitamin c", "foods for vitamin a",
  ],
  replace_supplement: [
    "how can i replace my vitamin d supplement", "what can i eat instead of fish oil", "can food replace my omega 3 pills", "i want to stop taking my magnesium supplement",
    "alternatives to iron tablets", "replace my supplement with food", "can i get zinc from food instead of pills", "swap my b12 supplement for food",
    "do i still need my calcium supplement if i eat well", "food instead of my multivitamin", "i want to get off my vitamin c tablets", "replace my supplement",
  ],
  protein_powder: [
    "do i need protein powder", "is protein powder necessary", "protein shakes or real food", "do i need whey", "is whey protein safe", "should i take protein supplements",
    "are protein bars healthy", "best protein powder",
  ],
  nutrient_need: [
    "how much protein do i need", "how much vitamin d do i need", "how much iron do i need a day", "how much vitamin d should i get", "what is my daily calcium requirement", "how much b12 per day",
    "recommended daily intake of magnesium", "how many grams of fiber should i eat", "how much folate do i need", "daily iron requirement for women",
    "how much vitamin c do i need each day", "what s the rda for zinc", "how much protein does a child need", "how much calcium does a 70 year old need",
    "am i getting enough protein", "my daily needs for vitamin a", "how much iodine do i need", "how much potassium a day",
  ],
  dose_check: [
    "is 10000 iu of vitamin d too much", "is 5000 iu vitamin d safe", "can i take 1000 mg of vitamin c", "is 65 mg iron too much", "is 500 mg magnesium ok",
    "is it safe to take 50 mg zinc", "what is the upper limit for vitamin a", "how much vitamin d is too much", "maximum safe dose of iron", "can you overdose on vitamin c",
    "is 2000 mcg b12 too much", "too much calcium", "i take 4000 iu of vitamin d is that ok", "what happens if i take too much zinc",
  ],
  "interaction.tea_coffee_iron": [
    "does coffee block iron", "does tea stop iron absorption", "can i drink tea with my iron", "coffee and iron absorption", "should i avoid tea with meals",
    "does caffeine affect iron", "tea after dinner iron",
  ],
  "interaction.vitamin_c_iron": [
    "does vitamin c help iron absorption", "should i take iron with orange juice", "vitamin c and iron together", "how to absorb more iron from plants",
    "what helps the body absorb iron", "iron absorption tips",
  ],
  "interaction.calcium_iron": [
    "can i take calcium and iron together", "does calcium block iron", "dairy and iron absorption", "milk with iron rich meal", "calcium iron interaction",
  ],
  "interaction.fat_vitamins": [
    "should i take vitamin d with fat", "do i need fat to absorb vitamin d", "best time to take vitamin d", "take vitamin d with food or empty stomach",
    "fat soluble vitamins absorption", "does vitamin k need fat",
  ],
  "interaction.grapefruit": ["does grapefruit interact with medicine", "grapefruit and statins", "can i eat grapefruit with my pills", "grapefruit juice drug interaction"],
  "interaction.medicines": [
    "does my medication interact with food", "foods to avoid with my medicine", "food interactions with warfarin", "what should i not eat with my medication",
    "can i take supplements with my medicine", "vitamin k and warfarin", "foods that interfere with blood thinners", "i take metformin what should i eat",
    "does magnesium interfere with my medication", "supplements that interact with my drugs",
  ],
  "interaction.caffeine": ["how much caffeine is safe", "is coffee bad for me", "how many cups of coffee a day", "is caffeine bad", "energy drinks safe", "how much caffeine in pregnancy"],
  "interaction.alcohol": ["how much alcohol is safe", "is wine good for the heart", "can i drink alcohol", "is beer bad for me", "how many units a week"],
  "food_safety.raw_milk": ["is raw milk safe", "unpasteurised milk benefits", "can i drink raw milk", "is unpasteurized cheese safe", "raw milk vs pasteurized"],
  "food_safety.sushi": ["is sushi safe", "can i eat sushi", "raw fish safety", "is it safe to eat raw salmon", "sashimi risks", "can i eat oysters raw"],
  "food_safety.reheating_rice": ["is it safe to reheat rice", "reheating rice food poisoning", "can i eat leftover rice", "how long can cooked rice stay out", "rice reheated twice"],
  "food_safety.leftovers": [
    "how long do leftovers last", "is it safe to eat leftovers after 5 days", "how long can food sit out", "can i refreeze thawed chicken", "how long does cooked chicken last in the fridge",
  ],
  "food_safety.raw_eggs": ["are raw eggs safe", "can i eat runny eggs", "is raw cookie dough safe", "homemade mayonnaise raw egg"],
  "food_safety.undercooked_meat": ["is pink chicken safe", "what temperature should chicken be cooked to", "is rare steak safe", "undercooked pork risks"],
  "food_safety.honey_babies": ["can babies eat honey", "when can my baby have honey", "honey for infants"],
  "food_safety.pregnancy_foods": [
    "what foods should i avoid in pregnancy", "foods to avoid while pregnant", "what can t i eat when pregnant", "pregnancy food safety", "unsafe foods during pregnancy",
    "is brie safe in pregnancy", "can pregnant women eat pate", "which fish is safe in pregnancy",
  ],
  "myth.carbs": ["do carbs make you fat", "are carbs bad", "should i cut out carbs", "is bread fattening", "low carb diet for weight loss", "are carbohydrates unhealthy", "is pasta bad for you"],
  "myth.detox": ["do detox teas work", "should i do a juice cleanse", "how do i detox my body", "is a detox diet good", "liver cleanse", "detox smoothies"],
  "myth.superfoods": ["what are the best superfoods", "are superfoods real", "is kale a superfood", "are goji berries worth it", "acai bowl benefits"],
  "myth.alkaline": ["is alkaline water good for you", "does alkaline water work", "alkaline diet cancer", "should i drink alkaline water", "does lemon water alkalize the body"],
  "myth.fat_burning": [
    "what foods burn fat", "fat burning foods", "does green tea burn fat", "does apple cider vinegar help weight loss", "negative calorie foods", "foods that boost metabolism",
  ],
  "myth.fruit_sugar": ["is fruit too sugary", "is the sugar in fruit bad", "does fruit make you fat", "too much fruit sugar", "is fruit juice healthy"],
  "myth.eggs_cholesterol": ["do eggs raise cholesterol", "how many eggs a day is safe", "are eggs bad for cholesterol"],
  "myth.gluten_free": ["is gluten free healthier", "should i go gluten free", "is gluten bad for everyone", "gluten free for weight loss"],
  "myth.late_eating": ["does eating late make you gain weight", "is it bad to eat at night", "eating after 8pm", "late night snacks fattening"],
  "goal.lose_weight": [
    "how do i lose weight", "help me lose weight", "i want to lose 10 kg", "best diet to lose weight", "how to lose belly fat", "how many calories to lose weight",
    "i need to slim down", "weight loss tips", "how can i lose weight fast", "diet plan for weight loss",
  ],
  "goal.gain_weight": ["how do i gain weight", "i m underweight how can i put on weight", "healthy weight gain", "how to gain weight fast"],
  "goal.muscle": ["how do i build muscle", "what to eat to gain muscle", "diet for bodybuilding", "foods for muscle growth", "how much protein to build muscle", "what to eat when bulking"],
  "goal.energy": ["i m always tired what should i eat", "foods for energy", "how to have more energy", "why am i so tired", "foods that fight fatigue", "boost my energy"],
  "goal.sleep": ["foods that help me sleep", "what to eat for better sleep", "does food affect sleep", "i can t sleep what should i eat", "best bedtime snack"],
  "goal.digestion": ["how to improve digestion", "foods for gut health", "i feel bloated what to eat", "foods to help me go to the toilet", "how to be more regular", "good foods for digestion"],
  "goal.hydration": ["how much water should i drink", "how much water a day", "am i drinking enough water", "does coffee count towards water"],
  "goal.healthy_eating": ["how do i eat healthier", "what is a balanced diet", "how to eat well", "tips for a healthy diet", "what should a healthy plate look like", "how to start eating clean"],
} as const satisfies Record<string, readonly string[]>;

export type IntentLabel = keyof typeof INTENT_PHRASES;

/** Words read as another word the table uses (after spelling is corrected): "sluggish" is "tired". */
export const SYNONYMS: Readonly<Record<string, string>> = {
  sluggish: "tired", exhausted: "tired", fatigued: "tired", knackered: "tired", drained: "tired", fatigue: "tired",
  bulk: "muscle", bulking: "muscle", gains: "muscle", muscular: "muscle", strength: "muscle",
  slim: "lose", shed: "lose", slimming: "lose", kilo: "kg", pound: "kg", lb: "kg",
  brekkie: "breakfast", brunch: "breakfast", supper: "dinner", lunchbox: "lunch",
  absorb: "absorption", absorbed: "absorption", absorbing: "absorption", uptake: "absorption",
  alkalise: "alkaline", alkalize: "alkaline", alkalising: "alkaline", alkalizing: "alkaline",
  fattening: "fat", bloating: "bloated", gut: "digestion", digest: "digestion", insomnia: "sleep",
  hi: "hello", hey: "hello", hiya: "hello", thx: "thanks", ty: "thanks", cheer: "thanks",
};

/** Food words people use that our nutrient data lacks, read as "a food" when matching (brie, pizza...). */
export const EXTRA_FOOD_WORDS = [
  "brie", "camembert", "pate", "pizza", "bread", "pasta", "cheese", "bacon", "ham", "salami", "chorizo", "sausage", "burger", "chip", "crisp", "fries", "popcorn", "cereal",
  "granola", "muesli", "toast", "jam", "butter", "hummus", "soup", "salad", "smoothie", "cake", "biscuit", "cookie", "ice cream", "sweets", "candy", "oatmeal", "porridge",
  "steak", "red meat", "shark", "marlin", "swordfish", "goat cheese", "blue cheese", "noodle", "sugar", "dairy", "nut", "meat", "fish", "rice", "potato",
] as const;
