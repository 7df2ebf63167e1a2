// Texts of the assessment wizard, the results page and the assessment emails.
// Texts the spec quotes are kept word for word (decisions.md); the rest is ours.

export const assessmentTexts = {
  title: "Nutrition Assessment",
  intro: "Five short steps about you, your day and what you eat. Your answers are saved as you go.",
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  progressLabel: "Assessment progress",
  stepTitles: {
    1: "1. Personal Information",
    2: "2. Lifestyle and Activity",
    3: "3. Dietary Habits",
    4: "4. Health Status and Goals",
    5: "5. Lifestyle Factors and Environment",
  },
  previous: "Previous",
  backToDashboard: "Back to Dashboard",
  next: "Next",
  submit: "Submit Assessment",
  processing: "Processing...",
  nextDisabledTooltip: "Please complete all required fields before proceeding",
  errorsHeading: "Please fix the following:",
  optional: "(optional)",
  selectAllThatApply: "Select all that apply.",
  draftRestored: "We kept your answers from last time.",
  submitError: "Sorry, we encountered an error while processing your assessment. Please try again later.",
  loading: "Loading your assessment...",
} as const;

/** Question labels, hints and placeholders of every field. */
export const assessmentFieldTexts = {
  firstName: { label: "First Name" },
  lastName: { label: "Last Name" },
  yearOfBirth: { label: "Year of Birth", placeholder: "e.g. 1985" },
  gender: { label: "Gender" },
  weight: { label: "Weight (kg)", placeholder: "e.g. 70" },
  height: { label: "Height (cm)", placeholder: "e.g. 175" },
  lifestyle: { label: "How would you describe your lifestyle?" },
  sittingTime: { label: "How many hours a day do you spend sitting?" },
  exerciseFrequency: { label: "How often do you exercise?" },
  activities: { label: "Which activities do you do?" },
  otherActivity: { label: "Other activity" },
  dietType: { label: "Which diet do you follow?" },
  otherDietType: { label: "Describe your diet" },
  allergies: { label: "Do you have any food allergies or intolerances?" },
  otherAllergy: { label: "Other allergy or intolerance" },
  vegetablesFruitsConsumption: { label: "How often do you eat vegetables and fruits?" },
  meatFishConsumption: { label: "How often do you eat meat or fish?" },
  dairyConsumption: { label: "How often do you eat dairy products?" },
  fastFoodConsumption: { label: "How often do you eat fast food (times a week)?" },
  takesDietarySupplements: { label: "Do you take dietary supplements?" },
  supplements: { label: "Which supplements do you take?" },
  otherSupplement: { label: "Other supplement" },
  healthConditions: { label: "Do you have any of these health conditions?" },
  otherHealthCondition: { label: "Other health condition" },
  sleepQuality: { label: "How would you rate your sleep quality?" },
  stressLevel: { label: "How would you rate your stress level?" },
  healthGoals: { label: "What are your health goals?" },
  otherHealthGoal: { label: "Other health goal" },
  waterIntake: { label: "How much water do you drink a day?" },
  alcoholConsumption: { label: "How often do you drink alcohol?" },
  smoking: { label: "Do you smoke?" },
  sunlightExposure: { label: "How much time do you spend in sunlight each day?" },
  travelFrequency: { label: "How often do you travel (trips a year)?" },
} as const;

/** Choice labels (spec section 2 gives the lifestyle ones word for word). */
export const assessmentOptionLabels = {
  gender: { male: "Male", female: "Female", prefer_not_to_say: "Prefer not to say" },
  lifestyle: {
    sedentary: "Sedentary (under 3 times a week)",
    moderate: "Moderate (3-4 times a week)",
    active: "Active (more than 5 intense times a week)",
  },
  sittingTime: { less_than_3: "Less than 3 hours", "3_to_6": "3 to 6 hours", more_than_6: "More than 6 hours" },
  exerciseFrequency: {
    never: "Never",
    "1_to_2": "1-2 times a week",
    "3_to_4": "3-4 times a week",
    "5_plus": "5 or more times a week",
  },
  activities: {
    running: "Running",
    strength_training: "Strength training",
    yoga_pilates: "Yoga or Pilates",
    swimming: "Swimming",
    team_sports: "Team sports",
    other: "Other",
  },
  dietType: {
    balanced: "Balanced",
    vegetarian: "Vegetarian",
    vegan: "Vegan",
    keto: "Keto",
    mediterranean: "Mediterranean",
    other: "Other",
  },
  allergies: {
    lactose: "Lactose",
    gluten: "Gluten",
    soy: "Soy",
    nuts: "Nuts",
    other: "Other",
    none: "None",
  },
  consumption: { daily: "Daily", "3_to_5": "3-5 times a week", rarely: "Rarely" },
  fastFoodConsumption: { never: "Never", "1_to_2": "1-2 times a week", "3_plus": "3 or more times a week" },
  takesDietarySupplements: { regularly: "Yes, regularly", sometimes: "Sometimes", no: "No" },
  supplements: {
    vitamin_d: "Vitamin D",
    omega_3: "Omega-3",
    magnesium: "Magnesium",
    zinc: "Zinc",
    probiotics: "Probiotics",
    other: "Other",
  },
  healthConditions: {
    high_blood_pressure: "High blood pressure",
    cholesterol_issues: "Cholesterol issues",
    blood_sugar_problems: "Blood sugar problems",
    thyroid_disorders: "Thyroid disorders",
    digestive_issues: "Digestive issues",
    other: "Other",
    none: "None",
  },
  sleepQuality: { poor: "Poor", fair: "Fair", good: "Good" },
  stressLevel: { high: "High", medium: "Medium", low: "Low" },
  healthGoals: {
    increase_energy: "Increase energy",
    improve_immunity: "Improve immunity",
    reduce_stress: "Reduce stress",
    support_muscle: "Support muscle",
    improve_skin: "Improve skin",
    improve_digestion: "Improve digestion",
    lose_weight: "Lose weight",
    other: "Other",
  },
  waterIntake: { less_than_1: "Less than 1 litre", "1_to_2": "1-2 litres", "2_plus": "More than 2 litres" },
  alcoholConsumption: { never: "Never", rarely: "Rarely", monthly: "Monthly", weekly: "Weekly" },
  smoking: { yes: "Yes", no: "No" },
  sunlightExposure: {
    less_than_30: "Less than 30 minutes",
    "30_to_60": "30-60 minutes",
    more_than_60: "More than 60 minutes",
  },
  travelFrequency: {
    less_than_1: "Less than once a year",
    "2_to_4": "2-4 times a year",
    more_than_4: "More than 4 times a year",
  },
} as const;

/** Validation messages (spec section 5, with decisions.md's enforced limits). */
export const assessmentMessages = {
  yearOfBirthRequired: "Year of birth is required",
  yearOfBirthRange: (maxYear: number) => `Year of birth must be between 1900 and ${maxYear}`,
  genderRequired: "Gender is required",
  weightRequired: "Weight is required",
  weightRange: "Weight must be between 20 and 250 kg",
  heightRequired: "Height is required",
  heightRange: "Height must be between 100 and 250 cm",
  nameTooLong: (label: string) => `${label} must be at most 100 characters`,
  lifestyleRequired: "Lifestyle type is required",
  sittingTimeRequired: "Sitting time is required",
  exerciseFrequencyRequired: "Exercise frequency is required",
  dietTypeRequired: "Diet type is required",
  vegetablesFruitsRequired: "Vegetables and fruits consumption is required",
  meatFishRequired: "Meat and fish consumption is required",
  dairyRequired: "Dairy consumption is required",
  fastFoodRequired: "Fast food consumption is required",
  supplementsQuestionRequired: "Dietary supplements question is required",
  sleepQualityRequired: "Sleep quality is required",
  stressLevelRequired: "Stress level is required",
  healthGoalRequired: "At least one health goal is required",
  waterIntakeRequired: "Water intake is required",
  smokingRequired: "Smoking status is required",
  sunlightRequired: "Sunlight exposure is required",
  travelRequired: "Travel frequency is required",
  otherTextTooLong: (label: string) => `${label} must be at most 200 characters`,
  invalidChoice: (label: string) => `${label}: please choose one of the listed options`,
} as const;

/** The seven parts of every assessment (spec sections 1 and 7), the headings of the text whichever engine writes it. */
export const assessmentSections = [
  "Summary",
  "Key Areas for Improvement",
  "Whole-Food Recommendations",
  "Supplement Considerations",
  "Lifestyle Adjustments",
  "Sample One-Day Meal Plan",
  "Follow-Up Recommendations",
] as const;

/** The one line with which the offline engine introduces itself. */
export const offlineEngineLine =
  "_Written by FoodFirst's offline nutrition engine from your answers and USDA nutrient data (no AI model was used)._";

export const resultsTexts = {
  title: "Your Personalized Results",
  processing: "Processing your results...",
  notAvailable: "Results are not available yet.",
  writing: "Your assessment is being written...",
  writingStarted: "Your assessment is being written. We will tell you when it is complete.",
  complete: "Your assessment is complete.",
  save: "Save Results",
  saving: "Saving...",
  saved: "Results have been saved to your account!",
  saveFailed: "Failed to save results. Please try again.",
  download: "Download Results",
  email: "Email Results",
  sending: "Sending...",
  emailed: "Results have been emailed to your registered email address!",
  emailFailed: "Failed to send email. Please try again.",
  error: "Sorry, we encountered an error while processing your assessment. Please try again later.",
  /** Our own cap on length and time stopped the writing (a model that would not stop). */
  tooLong: "Stopped: the text grew too long or took too long to write. Your answers are kept; please try again.",
  retry: "Try again",
  retrying: "Trying again...",
  interrupted:
    "The connection was interrupted. Your assessment is still being written; we will show it as soon as it is ready.",
  completedOn: (date: string) => `Completed on ${date}`,
  startNew: "Start a new assessment",
  actions: "Result actions",
  summary: "Summary of your results",
  score: "Overall Nutrition Score",
  balance: "Nutrition Balance",
  topActions: "Your three most important actions",
  contents: "Contents",
  downloadFileName: (firstName: string | undefined) =>
    `${firstName?.trim() ? firstName.trim() : "My"}-Assessment-Results.md`,
} as const;

export const assessmentEmailTexts = {
  subject: "Your FoodFirst nutrition assessment",
  intro: "Here is your personalised FoodFirst nutrition assessment.",
  completedOn: (date: string) => `Completed on ${date}.`,
  viewOnline: "Read your results online",
} as const;

/** Dashboard recommendation texts (spec section 9: they depend on sunlight, meat/fish and stress, plus a final joke). */
export const dashboardRecommendationTexts = {
  lowSunlight:
    "Get 15-30 minutes of daylight on most days and add vitamin D foods such as UV-exposed mushrooms or eggs (or fortified alternatives that fit your diet).",
  lowOmega3:
    "Add omega-3 foods at least twice a week: oily fish if you eat it, otherwise walnuts, chia seeds or ground flaxseed.",
  lowB12Iron:
    "Cover vitamin B12 and iron with eggs, dairy, legumes and leafy greens; if you eat no animal foods at all, a B12-fortified food is worth it.",
  highStress:
    "Build a short daily wind-down (a walk, breathing, a screen-free evening hour) and include magnesium foods like pumpkin seeds, spinach and beans.",
  mediumStress:
    "Keep stress in check with regular meals, movement you enjoy and magnesium-rich foods like beans and seeds.",
  // Beyond the spec's three answers, the ones that rule out "good habits". Figures: NHS, "How to get to sleep"
  // (https://www.nhs.uk/every-mind-matters/mental-health-issues/sleep/), "Physical activity guidelines for adults"
  // (https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-for-adults-aged-19-to-64/, the same for 65+),
  // and "Water, drinks and your health" (https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/water-drinks-nutrition/).
  poorSleep:
    "Give sleep a routine: the same bedtime and waking time, a dark, quiet room, and no caffeine late in the day; most adults need 7 to 9 hours.",
  inactive:
    "Move a little more each week, building up to 150 minutes of moderate activity such as brisk walking, plus strength exercises on 2 days.",
  lowWater:
    "Drink more through the day: about 6 to 8 glasses of water or other fluids, more when it is hot or you are active.",
  keepGoing:
    "Your answers point to good habits: keep a colourful plate, plenty of water and the routines that keep your stress low.",
  joke: "And remember: a carrot a day won't give you night vision, but it will make your plate a lot more colourful.",
} as const;

/** Each key recommendation as one short action line (the results page's summary shows the first three). */
export const recommendationActionTexts: Record<Exclude<keyof typeof dashboardRecommendationTexts, "joke">, string> = {
  lowSunlight: "Get daylight most days and eat vitamin D foods.",
  lowOmega3: "Eat omega-3 foods at least twice a week.",
  lowB12Iron: "Cover vitamin B12 and iron with foods that suit you.",
  highStress: "Build a short wind-down into every day.",
  mediumStress: "Keep stress in check with regular meals and movement.",
  poorSleep: "Give sleep a routine: 7 to 9 hours for most adults.",
  inactive: "Build up to 150 minutes of moderate activity a week.",
  lowWater: "Drink 6 to 8 glasses of fluid a day.",
  keepGoing: "Keep a colourful plate and plenty of water.",
};

/** The short sleep action outside CDC's adult band (src/shared/sleep-hours.ts): the hours for the person's age. */
export const sleepActionForAge = (hours: string) => `Give sleep a routine: at your age, aim for ${hours}.`;

export const nutrientStatusLabels = { good: "Good", medium: "Medium", low: "Low" } as const;
