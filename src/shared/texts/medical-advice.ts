// The not-medical-advice note on its own (safety.ts gives it as safetyTexts.notMedicalAdvice), so a page that shows
// only this note (the results page, under a text without it) does not load every safety text with it.

/** Part of every generated text, download and email that gives food advice. */
export const notMedicalAdvice =
  "Educational information, not medical advice. If you are pregnant, have a health condition or take medication, talk to a doctor or registered dietitian before changing your diet or supplements.";
