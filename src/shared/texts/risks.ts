// Why a nutrient is a key area for a person, as the assessment says it ("Less than 30 minutes of sunlight
// a day."): fragments from the person's own answers, joined into one sentence. Iron's reasons are the
// recommendation policy's own (safetyTexts.messages, key_iron_*), so only those at risk are told.

export const riskReasonTexts = {
  lowSun: "less than 30 minutes of sunlight a day",
  veganB12: "a vegan diet has no natural vitamin B12 sources",
  plantBasedB12: "a plant-based diet has no natural vitamin B12 sources",
  vegetarianLittleDairyB12: "a vegetarian diet with little dairy",
  vegetarianB12: "a vegetarian diet has fewer vitamin B12 sources",
  rarelyMeat: "meat and fish rarely on the plate",
  noFish: "no fish in the diet",
  rarelyFish: "fish rarely on the plate",
  rarelyDairy: "dairy rarely on the plate",
  lactose: "lactose intolerance",
  veganNoDairy: "a vegan diet has no dairy",
  noDairy: "no dairy in your diet",
  rarelyVegetables: "vegetables and fruit rarely on the plate",
  keto: "a keto diet leaves out most grains, legumes and fruit",
  fastFood: "fast food three or more times a week",
  digestion: "your digestion goal",
  highStress: "high stress",
  poorSleep: "poor sleep",
  bloodSugar: "blood sugar problems",
  bloodPressure: "high blood pressure",
  plantZinc: "plant zinc is absorbed less well",
  immunity: "your immunity goal",
  muscle: "your muscle goal",
  active: "a very active week",
  smoker: "smokers need more vitamin C",
  takesSupplement: "you take it as a supplement now",
} as const;
