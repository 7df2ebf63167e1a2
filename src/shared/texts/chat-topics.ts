// What the offline chat says about topics that are not a food's figures: myths and claims, absorption and
// interactions, food safety, goals, and the urgent help of red flags. Each entry is a short paragraph, at
// most five list items and its primary source (NHS, NIH ODS, FDA, FoodSafety.gov...), so every claim the chat
// makes here can be followed to where it comes from. The figures about foods come from the knowledge base.

export interface TopicSource {
  label: string;
  url: string;
}

export interface ChatTopic {
  text: string;
  items?: readonly string[];
  source: TopicSource;
}

const nhs = (label: string, url: string): TopicSource => ({ label: `NHS: ${label}`, url });
const ods = (label: string, url: string): TopicSource => ({
  label: `NIH Office of Dietary Supplements: ${label}`,
  url,
});

const IRON = ods("Iron fact sheet", "https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/");

/** Myths and claims: short, sourced, never judging the person for asking. */
export const mythTopics = {
  carbs: {
    text: "Carbohydrates don't make you gain weight on their own: weight changes when you regularly eat more energy than you use, from any food. Gram for gram, carbohydrate has fewer than half the calories of fat. Starchy foods are a good part of a balanced diet, especially the wholegrain kinds.",
    items: [
      "Choose wholegrain bread, pasta and brown rice, and potatoes with their skins, for more fibre",
      "Watch what goes with them: butter, oil and creamy sauces add most of the calories",
      "Sugary drinks and sweets are the carbohydrates worth cutting down",
    ],
    source: nhs(
      "Starchy foods and carbohydrates",
      "https://www.nhs.uk/live-well/eat-well/food-types/starchy-foods-and-carbohydrates/",
    ),
  },
  detox: {
    text: "Your liver, kidneys, gut and lungs already remove waste from your body. There is little good evidence that detox diets, juices, teas or cleanses remove toxins or help lasting weight loss, and some have caused harm (very low energy, laxative effects, interactions with medicines).",
    items: [
      "Eat plenty of vegetables, fruit and fibre and drink enough water",
      "Limit alcohol, which your liver has to clear",
      "Be wary of products that promise to 'flush' or 'cleanse'",
    ],
    source: {
      label: 'NIH NCCIH: "Detoxes" and "Cleanses": What You Need To Know',
      url: "https://www.nccih.nih.gov/health/detoxes-and-cleanses-what-you-need-to-know",
    },
  },
  superfoods: {
    text: '"Superfood" is a marketing word, not a scientific one. Foods sold as superfoods (berries, kale, chia, acai) can be nutritious, but no single food makes up for the rest of a diet; a variety of vegetables, fruit, whole grains, legumes and nuts gives more than any one of them.',
    items: [
      "Everyday foods such as beans, oats, frozen berries and cabbage are as nutritious and cost less",
      "Ask me what a food contains to compare it with others",
    ],
    source: {
      label: "Harvard T.H. Chan School of Public Health: Superfoods or Superhype?",
      url: "https://www.hsph.harvard.edu/nutritionsource/superfoods/",
    },
  },
  alkaline: {
    text: "Food and water can't change your blood's pH: your lungs and kidneys keep it in a narrow range whatever you eat or drink. A systematic review found no real evidence that alkaline water or an 'alkaline diet' prevents or treats cancer. Plain tap water hydrates just as well.",
    items: [
      "An 'alkaline diet' is mostly vegetables, fruit and legumes, which are good for other reasons",
      "Alkaline water changes only the pH of your urine",
    ],
    source: {
      label: "Fenton and Huang, BMJ Open 2016: dietary acid load, alkaline water and cancer (systematic review)",
      url: "https://bmjopen.bmj.com/content/6/6/e010438",
    },
  },
  fat_burning: {
    text: "No food burns fat. Foods sold as 'fat-burning' (grapefruit, green tea, chilli, apple cider vinegar, celery) have at most a tiny effect on the energy you use. Lasting weight change comes from the whole diet and activity over weeks.",
    items: [
      "Meals with protein, vegetables and fibre keep you full for longer",
      "Regular activity, including strength training, helps keep muscle while losing weight",
    ],
    source: nhs("Lose weight (Better Health)", "https://www.nhs.uk/better-health/lose-weight/"),
  },
  soy_cancer: {
    text: "Eating soya foods such as tofu, soya milk, edamame, tempeh and miso does not raise the risk of breast cancer. Soya contains isoflavones, plant compounds sometimes called phyto-oestrogens, but they act differently from the body's own oestrogen; studies of people who eat soya foods find no higher risk, and moderate amounts are considered safe for women who have had breast cancer.",
    items: [
      "Soya foods are a good source of protein",
      "High-dose isoflavone supplements are not the same as soya foods: if you have or have had breast cancer, ask your cancer team before taking them",
    ],
    source: {
      label: "American Cancer Society: Soy and cancer risk: our expert's advice",
      url: "https://www.cancer.org/cancer/latest-news/soy-and-cancer-risk-our-experts-advice.html",
    },
  },
  soy_hormones: {
    text: "Soya does not lower men's testosterone or raise their oestrogen. A review of 41 clinical studies found that neither soya foods nor isoflavone supplements changed men's testosterone or oestrogen levels, even at intakes higher than is usual in Japan.",
    items: ["Tofu, tempeh, edamame and soya milk are good sources of protein for men and women alike"],
    source: {
      label:
        "Reed et al., Reproductive Toxicology 2021: neither soy nor isoflavone intake affects male reproductive hormones (meta-analysis)",
      url: "https://pubmed.ncbi.nlm.nih.gov/33383165/",
    },
  },
  soy_thyroid: {
    text: "In people whose thyroid works normally, soya foods don't harm it: a review of 18 trials found no change in thyroid hormone levels, only a very small rise in TSH whose meaning is unclear.",
    items: [
      "If you have an underactive thyroid or take thyroid medicine, ask your doctor or pharmacist how soya fits around your tablets",
    ],
    source: {
      label: "Otun et al., Scientific Reports 2019: soy and thyroid function (systematic review and meta-analysis)",
      url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6408586/",
    },
  },
  fruit_sugar: {
    text: "The sugar inside whole fruit is not the sugar to cut down: it comes with fibre, water, vitamins and minerals. The sugars to limit are 'free sugars': added sugar, honey, syrups and fruit juice or smoothies (no more than 150 ml a day).",
    items: ["Aim for at least 5 portions of fruit and vegetables a day", "Eat fruit whole rather than as juice"],
    source: nhs(
      "Sugar: the facts",
      "https://www.nhs.uk/live-well/eat-well/food-types/how-does-sugar-in-our-diet-affect-our-health/",
    ),
  },
  eggs_cholesterol: {
    text: "For most people, the cholesterol in eggs has less effect on blood cholesterol than saturated fat does. There is no recommended limit on how many eggs people should eat as part of a balanced diet; how you cook them (poached or boiled rather than fried in butter) matters more.",
    items: ["If you have been told to watch your cholesterol, follow your doctor's advice"],
    source: nhs("Eggs nutrition", "https://www.nhs.uk/live-well/eat-well/food-types/eggs-nutrition/"),
  },
  gluten_free: {
    text: "A gluten-free diet is essential for coeliac disease, but there is no good evidence that it is healthier for people without it. Gluten-free products are often lower in fibre and higher in sugar or fat, and cutting out whole grains loses fibre and B vitamins.",
    items: [
      "If you think gluten upsets you, see a doctor before cutting it out: coeliac tests need gluten in your diet",
    ],
    source: {
      label: "Harvard T.H. Chan School of Public Health: Gluten: A Benefit or Harm to the Body?",
      url: "https://www.hsph.harvard.edu/nutritionsource/gluten/",
    },
  },
  late_eating: {
    text: "It is how much you eat over the day, not the clock, that matters most for weight. Late meals can upset sleep and digestion for some people, and evening snacking is often extra food rather than a meal moved later.",
    items: ["Leave two or three hours between a large meal and bed if reflux or sleep is a problem"],
    source: nhs("Heartburn and acid reflux", "https://www.nhs.uk/conditions/heartburn-and-acid-reflux/"),
  },
} satisfies Record<string, ChatTopic>;

/** Absorption and interactions between foods and nutrients. */
export const interactionTopics = {
  tea_coffee_iron: {
    text: "Yes: tea and coffee contain polyphenols that reduce how much iron you absorb from plant foods and eggs (non-haem iron). The iron in meat and fish is affected less.",
    items: [
      "Drink tea or coffee between meals, about an hour apart from an iron-rich meal or an iron supplement",
      "Add vitamin C (peppers, citrus, kiwi) to plant-iron meals to help absorption",
    ],
    source: IRON,
  },
  vitamin_c_iron: {
    text: "Vitamin C helps your body absorb the iron in plant foods (non-haem iron): eating them together can increase the iron you take in.",
    items: [
      "Beans or lentils with peppers or tomatoes",
      "Fortified cereal or oats with strawberries or kiwi",
      "Spinach or kale with a squeeze of lemon",
    ],
    source: IRON,
  },
  calcium_iron: {
    text: "Calcium can reduce iron absorption when both are in the same meal or taken together as supplements. It matters most if you take an iron supplement or are low in iron.",
    items: [
      "Take iron and calcium supplements at different times of day",
      "Have dairy or calcium-set tofu at a different meal from your main iron-rich meal if you are low in iron",
    ],
    source: ods("Calcium fact sheet", "https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/"),
  },
  fat_vitamins: {
    text: "Vitamins D, A, E and K dissolve in fat, so they are absorbed better with a meal that contains some fat. Take a vitamin D supplement with a meal rather than on an empty stomach.",
    items: ["A little oil, nuts, eggs, oily fish or full-fat dairy with the meal is enough"],
    source: ods("Vitamin D fact sheet", "https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/"),
  },
  grapefruit: {
    text: "Grapefruit and grapefruit juice can change how the body handles many medicines (some statins, blood-pressure medicines, immunosuppressants and others), making them stronger or weaker.",
    items: [
      "Check your medicine's leaflet or ask your pharmacist before having grapefruit",
      "Seville oranges, pomelos and tangelos can do the same",
    ],
    source: {
      label: "FDA: Grapefruit Juice and Some Drugs Don't Mix",
      url: "https://www.fda.gov/consumers/consumer-updates/grapefruit-juice-and-some-drugs-dont-mix",
    },
  },
  caffeine: {
    text: "For most healthy adults, up to 400 mg of caffeine a day is not linked to harm (about four cups of brewed coffee). In pregnancy the NHS advises no more than 200 mg a day. Children and teenagers should have little or none.",
    items: [
      "A mug of filter coffee has about 140 mg, a mug of tea about 75 mg, a can of cola about 40 mg",
      "Energy drinks can have 80-160 mg a can",
    ],
    source: {
      label: "FDA: Spilling the Beans: How Much Caffeine is Too Much?",
      url: "https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much",
    },
  },
  alcohol: {
    text: "The UK Chief Medical Officers advise no more than 14 units of alcohol a week, spread over three or more days, with several alcohol-free days; there is no completely safe level. In pregnancy, or when trying to conceive, the safest approach is no alcohol at all.",
    items: [
      "A pint of ordinary-strength beer is about 2 units, a 175 ml glass of wine about 2 units",
      "Alcohol interacts with many medicines: check the leaflet or ask your pharmacist",
    ],
    source: nhs("Alcohol units", "https://www.nhs.uk/live-well/alcohol-advice/calculating-alcohol-units/"),
  },
} satisfies Record<string, ChatTopic>;

/** Food safety: the rule and its source. */
export const foodSafetyTopics = {
  raw_milk: {
    text: "Raw (unpasteurised) milk can carry harmful bacteria such as Salmonella, E. coli and Listeria; pasteurisation kills them without meaningfully changing milk's nutrients. The risk is highest for pregnant women, babies and children, older adults and anyone with weakened immunity.",
    items: [
      "Choose pasteurised milk, and cheese and yoghurt made from it",
      "In pregnancy, avoid unpasteurised milk and foods made from it",
    ],
    source: {
      label: "FDA: The Dangers of Raw Milk",
      url: "https://www.fda.gov/food/buy-store-serve-safe-food/dangers-raw-milk-unpasteurized-milk-can-pose-serious-health-risk",
    },
  },
  sushi: {
    text: "Raw fish can carry parasites and bacteria. Pregnant women, young children, older adults and people with weakened immunity are advised to avoid raw or undercooked fish and shellfish; cooked or vegetarian sushi is a safe choice for them.",
    items: ["Cook fish to 63°C (145°F)", "Raw oysters and clams carry the highest risk"],
    source: {
      label: "FoodSafety.gov: People at risk: pregnant women",
      url: "https://www.foodsafety.gov/people-at-risk/pregnant-women",
    },
  },
  reheating_rice: {
    text: "Cooked rice can carry spores of Bacillus cereus, which survive cooking and can make toxins if the rice is left warm. Rice is safe to reheat if it was cooled and stored well.",
    items: [
      "Cool leftover rice quickly, within an hour, and keep it in the fridge",
      "Eat it within 24 hours",
      "Reheat it only once, until steaming hot all the way through",
    ],
    source: nhs(
      "Can reheating rice cause food poisoning?",
      "https://www.nhs.uk/common-health-questions/food-and-diet/can-reheating-rice-cause-food-poisoning/",
    ),
  },
  leftovers: {
    text: "Refrigerate cooked food within 2 hours (1 hour in hot weather) and eat leftovers within 3 to 4 days, reheated until steaming hot (74°C, 165°F).",
    items: ["When in doubt, throw it out: spoiled food doesn't always smell bad"],
    source: {
      label: "FoodSafety.gov: Cold Food Storage Chart",
      url: "https://www.foodsafety.gov/food-safety-charts/cold-food-storage-charts",
    },
  },
  raw_eggs: {
    text: "Raw or undercooked eggs can carry Salmonella. Cook eggs until the white and yolk are firm, and use pasteurised eggs for dishes served raw (mousse, homemade mayonnaise) for pregnant women, young children and older adults.",
    source: {
      label: "FDA: What You Need to Know About Egg Safety",
      url: "https://www.fda.gov/food/buy-store-serve-safe-food/what-you-need-know-about-egg-safety",
    },
  },
  undercooked_meat: {
    text: "Cook poultry to 74°C (165°F), minced meat to 71°C (160°F), and whole cuts of beef, pork and lamb to 63°C (145°F) with a rest: a food thermometer is the only reliable check.",
    source: {
      label: "FoodSafety.gov: Safe Minimum Internal Temperatures",
      url: "https://www.foodsafety.gov/food-safety-charts/safe-minimum-internal-temperatures",
    },
  },
  honey_babies: {
    text: "Don't give honey to babies under 12 months: it can contain bacteria that cause infant botulism. From one year it is fine.",
    source: nhs(
      "Foods to avoid giving babies and young children",
      "https://www.nhs.uk/conditions/baby/weaning-and-feeding/foods-to-avoid-giving-babies-and-young-children/",
    ),
  },
  pregnancy_foods: {
    text: "In pregnancy some foods are best avoided because of listeria, salmonella, toxoplasma, mercury or too much vitamin A.",
    source: nhs("Foods to avoid in pregnancy", "https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/"),
  },
} satisfies Record<string, ChatTopic>;

const saltSource = nhs("Salt: the facts", "https://www.nhs.uk/live-well/eat-well/food-types/salt-nutrition/");

/** The NHS's most salt a day for children, by age (the page above); from 11, the adults' 6 g. */
export const childSaltLimits = {
  source: saltSource,
  byAge: [
    { under: 1, text: "less than 1 g of salt a day (0.4 g of sodium); don't add salt to a baby's food" },
    { under: 4, text: "no more than 2 g of salt a day (0.8 g of sodium)" },
    { under: 7, text: "no more than 3 g of salt a day (1.2 g of sodium)" },
    { under: 11, text: "no more than 5 g of salt a day (2 g of sodium)" },
  ],
} as const;

/** Goals, within safe limits: no crash diets, no targets under the person's needs. */
export const goalTopics = {
  lose_weight: {
    text: "A safe pace is about 0.5 to 1 kg (1 to 2 lb) a week, from changes you can keep: regular meals, smaller portions of energy-dense foods, more vegetables and fibre, fewer sugary drinks and snacks, and more activity. Crash diets and skipping meals tend to backfire and can leave you short of nutrients.",
    items: [
      "Fill half your plate with vegetables or salad",
      "Choose water instead of sugary drinks",
      "Include protein and fibre at each meal to stay full",
      "Be active for at least 150 minutes a week",
    ],
    source: nhs("Lose weight (Better Health)", "https://www.nhs.uk/better-health/lose-weight/"),
  },
  gain_weight: {
    text: "To gain weight healthily, eat regular meals and snacks with more energy and protein rather than sugary or fatty junk food: add nourishing extras to what you already eat.",
    items: [
      "Snacks such as nuts, yoghurt, cheese or nut butter on toast",
      "Add olive oil, avocado or seeds to meals",
      "Milky drinks and smoothies between meals",
      "If you have lost weight without trying, see your doctor",
    ],
    source: nhs(
      "Healthy ways to gain weight",
      "https://www.nhs.uk/live-well/healthy-weight/managing-your-weight/healthy-ways-to-gain-weight/",
    ),
  },
  muscle: {
    text: "Muscle is built by strength training; food supports it. Most active people need 1.2 to 2.0 g of protein per kg of body weight a day, spread over meals, plus enough total energy. Whole foods cover this for most people.",
    items: ["Some protein at every meal and after training", "Enough carbohydrate to fuel training"],
    source: {
      label:
        "Academy of Nutrition and Dietetics, Dietitians of Canada and ACSM: Nutrition and Athletic Performance (2016)",
      url: "https://pubmed.ncbi.nlm.nih.gov/26891166/",
    },
  },
  energy: {
    text: "Regular meals with slow-release carbohydrates (oats, wholegrain bread, beans), enough water, and less caffeine and alcohol help steady energy. Low iron or vitamin B12 can cause tiredness, so it is worth eating good sources.",
    items: [
      "Don't skip breakfast",
      "Drink water through the day",
      "If tiredness lasts for weeks, see a doctor: a blood test can check iron, B12 and thyroid",
    ],
    source: nhs(
      "Self-help tips to fight tiredness",
      "https://www.nhs.uk/live-well/sleep-and-tiredness/self-help-tips-to-fight-fatigue/",
    ),
  },
  sleep: {
    text: "Cutting down on caffeine after midday, not eating a large meal late, and limiting alcohol (which disrupts sleep later in the night) help most. No single food reliably makes you sleep.",
    items: [
      "Keep regular times for meals and for going to bed",
      "Swap evening coffee, tea or cola for caffeine-free drinks",
    ],
    source: nhs(
      "How to fall asleep faster and sleep better",
      "https://www.nhs.uk/every-mind-matters/mental-wellbeing-tips/how-to-fall-asleep-faster-and-sleep-better/",
    ),
  },
  digestion: {
    text: "Fibre from wholegrains, fruit, vegetables and pulses, with enough fluid, keeps digestion regular. Increase fibre gradually to avoid wind and bloating.",
    items: [
      "Drink plenty of fluids, especially water",
      "Eat regular meals and don't rush them",
      "See a doctor if a change in your bowel habits lasts more than 3 weeks",
    ],
    source: nhs(
      "Good foods to help your digestion",
      "https://www.nhs.uk/live-well/eat-well/digestive-health/good-foods-to-help-your-digestion/",
    ),
  },
  hydration: {
    text: "The NHS suggests 6 to 8 cups or glasses of fluid a day; water, lower-fat milk and sugar-free drinks including tea and coffee all count. You need more in hot weather and when active.",
    source: nhs(
      "Water, drinks and your health",
      "https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/water-drinks-nutrition/",
    ),
  },
  morning_sickness: {
    text: "Sickness in pregnancy is common early on and usually clears up by weeks 16 to 20. What often helps: something plain like dry toast or a plain biscuit before getting up, then small, frequent meals of plain foods high in carbohydrate and low in fat, cold rather than hot food if smells put you off, and fluids sipped little and often.",
    items: [
      "Plain starchy foods: bread, rice, crackers, pasta",
      "Foods or drinks with ginger may help",
      "Rest: tiredness can make sickness worse",
      "**Call your midwife or GP at once** if you can't keep food or fluids down for 24 hours, your urine is very dark or you haven't passed urine for 8 hours, you feel faint, have tummy pain or a fever, or vomit blood",
    ],
    source: nhs(
      "Vomiting and morning sickness in pregnancy",
      "https://www.nhs.uk/conditions/pregnancy-and-baby/morning-sickness-nausea/",
    ),
  },
  salt: {
    text: "The NHS advises adults to have no more than 6 g of salt a day (2.4 g of sodium), about a level teaspoon, and most of it is already in the food we buy. On a label, salt is sodium x 2.5, and more than 1.5 g of salt per 100 g is high.",
    items: [
      "Often high in salt: bread, cheese, bacon and ham, stock cubes, soy sauce, ready meals, crisps and sauces",
      "Choose the version with less salt on the label, and season with herbs, spices, garlic, lemon or pepper",
      "Vegetables, fruit, pulses and plain whole grains are naturally low in salt",
    ],
    source: saltSource,
  },
  hair: {
    text: "Hair loss has many causes: pattern baldness, which runs in families, and, for a while, illness, stress, weight loss, cancer treatment or iron deficiency. Most hair loss needs no treatment, and hair lost to an illness usually grows back once you have recovered. Food helps mainly when you are short of something, such as iron.",
    items: [
      "**See a GP** if your hair loss is sudden, you have bald patches, your hair comes out in clumps, your scalp itches or burns, or it worries you",
    ],
    source: nhs("Hair loss", "https://www.nhs.uk/conditions/hair-loss/"),
  },
  healthy_eating: {
    text: "A healthy diet is mostly vegetables, fruit, whole grains, pulses, nuts and seeds, with some dairy or fortified alternatives and protein foods, and little salt, sugar and saturated fat.",
    items: [
      "At least 5 portions of fruit and vegetables a day",
      "Base meals on wholegrain starchy foods",
      "Two portions of fish a week, one of them oily, if you eat fish",
      "6 to 8 glasses of fluid a day",
    ],
    source: nhs("Eat well", "https://www.nhs.uk/live-well/eat-well/"),
  },
} satisfies Record<string, ChatTopic>;

export type MythTopic = keyof typeof mythTopics;
export type InteractionTopic = keyof typeof interactionTopics;
export type FoodSafetyTopic = keyof typeof foodSafetyTopics;
export type GoalTopic = keyof typeof goalTopics;

/** Goal texts that change for a person's life stage or condition, said first. */
export const goalCautions = {
  /** Muscle with kidney disease or on dialysis: the person's protein line (with its source) follows. */
  kidneyMuscle:
    "Muscle is built by strength training; food supports it. With kidney disease, don't raise your protein to the amounts suggested for athletes: the amount for your kidneys comes first.",
  pregnancyWeight:
    "In pregnancy, don't try to lose weight: eat a healthy, varied diet and ask your midwife about your weight.",
  pregnancyGain:
    "In pregnancy, how much weight to gain depends on your weight before you were pregnant: eat a healthy, varied diet rather than eating for two, and ask your midwife about your weight.",
  childWeight:
    "Children shouldn't diet: a child's weight is best talked over with their doctor, and the whole family eating well and staying active helps most.",
  olderWeight:
    "After 65, losing weight without trying, or dieting, can lose muscle: talk to your doctor before trying to lose weight.",
} as const;

/** Hair loss: what food can and cannot do, each with its own source (the goal's text is the NHS page). */
export const hairNotes = {
  protein: {
    text: "Not getting enough protein or iron can lead to hair loss, which eating enough of them stops.",
    source: {
      label: "American Academy of Dermatology: Hair loss: 18 causes",
      url: "https://www.aad.org/public/diseases/hair-loss/causes/18-causes",
    },
  },
  biotin: {
    text: "Biotin supplements are sold for hair, but the evidence that they help rests on a few case reports of people short of biotin, which is rare; high doses can give wrong results in some blood tests.",
    source: ods("Biotin fact sheet", "https://ods.od.nih.gov/factsheets/Biotin-HealthProfessional/"),
  },
} as const satisfies Record<string, ChatTopic>;

/** In pregnancy, or trying: the NHS's alcohol advice alone, never the units for other adults. */
export const pregnancyAlcohol: ChatTopic = {
  text: "If you're pregnant, or trying to get pregnant, the safest approach is not to drink alcohol at all: alcohol passes to your baby through the placenta, and there is no known safe amount.",
  items: [
    "If you drank before you knew you were pregnant, stop now: the risk of harm is likely to be low, and your midwife or GP can talk it through",
  ],
  source: nhs(
    "Drinking alcohol while pregnant",
    "https://www.nhs.uk/pregnancy/keeping-well/drinking-alcohol-while-pregnant/",
  ),
};

/**
 * "Foods low in ...": what "low" means. For a nutrient our foods have figures for, the FDA's rule of thumb (5% of the
 * Daily Value or less per serving); for one they lack, the label's own definition where a regulator sets one.
 */
export const lowIn = {
  percentDv: {
    text: "A food is low in a nutrient when a serving has 5% of the Daily Value or less",
    source: {
      label: "FDA: How to understand and use the Nutrition Facts label",
      url: "https://www.fda.gov/food/nutrition-facts-label/how-understand-and-use-nutrition-facts-label",
    },
  },
  /** The nutrients our foods have no figures for, with what a label's "low" or "free" means where it is defined. */
  missing: {
    sodium: {
      name: "sodium",
      text: 'On a US label, "low sodium" means 140 mg of sodium or less per serving',
      source: {
        label: "FDA: 21 CFR 101.61, nutrient content claims for the sodium content of foods",
        url: "https://www.ecfr.gov/current/title-21/chapter-I/subchapter-B/part-101/subpart-D/section-101.61",
      },
    },
    sugar: {
      name: "sugar",
      text: "On a UK label, 5 g of total sugars or less per 100 g is low, and more than 22.5 g per 100 g is high",
      source: nhs(
        "How to read food labels",
        "https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/how-to-read-food-labels/",
      ),
    },
    fat: {
      name: "fat",
      text: "On a UK label, 3 g of fat or less per 100 g is low, and 1.5 g of saturated fat or less per 100 g is low in saturated fat",
      source: nhs(
        "How to read food labels",
        "https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/how-to-read-food-labels/",
      ),
    },
    cholesterol: {
      name: "cholesterol",
      text: 'On a US label, "low cholesterol" means 20 mg of cholesterol or less, and 2 g of saturated fat or less, per serving',
      source: {
        label: "FDA: 21 CFR 101.62, nutrient content claims for fat, fatty acid and cholesterol content of foods",
        url: "https://www.ecfr.gov/current/title-21/chapter-I/subchapter-B/part-101/subpart-D/section-101.62",
      },
    },
    oxalate: { name: "oxalate", text: null, source: null },
    carbohydrate: { name: "carbohydrate", text: null, source: null },
  },
} as const;

export type LowMissing = keyof typeof lowIn.missing;

/** One useful next question after each kind of answer ({nutrient} and {food} filled in when known). */
export const chatFollowUps = {
  meal: "And for lunch?",
  meal_day: "What's a quick high-protein lunch?",
  food_check: "How much protein do I need?",
  food_nutrients: "What can I cook with {food}?",
  food_sources: "How much {nutrient} do I need?",
  replace_supplement: "How much {nutrient} do I need?",
  protein_powder: "How much protein do I need?",
  nutrient_need: "Which foods give me {nutrient}?",
  dose_check: "Which foods give me {nutrient}?",
  interaction: "What should I eat for breakfast?",
  food_safety: "What should I eat for dinner?",
  myth: "What should I eat for breakfast?",
  goal: "What's a good snack for me?",
  conversation: "What should I eat for breakfast?",
} as const;

/** Two questions the chat can answer, offered when it cannot answer one. */
export const chatSuggestions = {
  meal: ["What should I eat for breakfast?", "Healthy snack ideas"],
  general: ["What should I eat for lunch?", "How much protein do I need?"],
} as const;

/** The same, naming what the question was about. */
export const chatSuggestionsFor = {
  food: (food: string) => [`What's in ${food}?`, `Is ${food} good for me?`],
  nutrient: (nutrient: string) => [`Which foods have ${nutrient}?`, `How much ${nutrient} do I need?`],
} as const;
