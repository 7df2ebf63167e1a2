import type { DraftAnswers } from "../../shared/assessment/schema.ts";
import type { SourcedNote } from "../../shared/dashboard.ts";
import type { NutrientKey } from "../nutrition/kb/types.ts";
import type { PersonFoods } from "./person.ts";
import { NoteList, sourcedNote } from "./notes.ts";
import { keyNutrients, withheldNutrients } from "./plan.ts";
import { proteinNeed } from "../nutrition/policy/protein.ts";

// The policy's standard advice for the person (policy/advice.ts), with the words and in the order the assessment
// gives it (nutrition/answers/facts.ts): for each key nutrient, then for each nutrient their condition says not to push
// (after why not), then the person's general lines (warfarin, kidney disease, folic acid in pregnancy, vitamin B12
// on a plant-based diet...), and the protein line for their weight. Each line once. None under 14: the assessment says
// only why no food is suggested.

export function personAdvice(answers: DraftAnswers, who: PersonFoods): SourcedNote[] {
  if (who.noFoods.length > 0) return [];
  const lines = new NoteList();
  const addAdvice = (nutrient: NutrientKey | null) => {
    for (const line of who.advice(nutrient).lines) lines.add(sourcedNote(line));
  };
  for (const risk of keyNutrients(answers, who)) addAdvice(risk.nutrient as NutrientKey);
  for (const item of withheldNutrients(answers, who)) {
    for (const message of item.withheld) lines.add(sourcedNote(message));
    addAdvice(item.nutrient);
  }
  addAdvice(null);
  // The protein line for their weight, as the assessment gives it (kidney disease by stage, pregnancy, 65 and over...).
  const protein = proteinNeed(who.policy.rules, who.person, answers.weight);
  if (protein) lines.add(sourcedNote(protein));
  return lines.list();
}
