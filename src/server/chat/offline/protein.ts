import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { recommendationLines, suitsLines } from "./format.ts";

// Protein powder or whole-food protein: food first, with the protein foods that suit the person (the
// policy's; none are pushed where a kidney condition says the team sets protein), and what the knowledge
// base says about protein powder.

export function proteinPowder(ctx: OfflineContext): OfflineAnswer {
  const lines = [texts.proteinHeading, "", texts.proteinIntro];
  const found = ctx.policy.recommendFoods("protein_g", { limit: 4 });
  if (found.withheld.length > 0) lines.push("", ...found.withheld.map((item) => item.message));
  else if (found.foods.length > 0) lines.push("", texts.proteinFoodsIntro, "", ...found.foods.flatMap(recommendationLines));
  const powder = ctx.kb.supplements.find((supplement) => supplement.id === "protein_powder");
  if (powder) lines.push("", texts.proteinPowderNote(powder.description));
  lines.push("", texts.proteinWhenPowder);
  if (powder?.safetyNote) lines.push("", texts.cautionLine(powder.safetyNote));
  lines.push("", ...suitsLines(ctx.chat));
  return { text: lines.join("\n"), guidance: true };
}
