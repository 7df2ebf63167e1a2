import { withSourceMarkdown } from "../../../shared/format.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import { compose, personNotes } from "./compose.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { AMOUNT_SOURCES, recommendationItem } from "./format.ts";

// Protein powder or whole-food protein: food first, with the protein foods that suit the person (the
// policy's; none are pushed where a kidney condition says the team sets protein), and what the knowledge
// base says about protein powder. Shaped like every everyday answer (compose.ts): no heading, a follow-up.

export function proteinPowder(ctx: OfflineContext): OfflineAnswer {
  const found = ctx.policy.recommendFoods("protein_g", { limit: 4 });
  const foods = found.withheld.length > 0 ? [] : found.foods;
  const powder = ctx.kb.supplements.find((supplement) => supplement.id === "protein_powder");
  const after = [
    ...found.withheld.map((item) => withSourceMarkdown(item.message, item.source)),
    ...(powder ? [texts.proteinPowderNote(powder.description)] : []),
    texts.proteinWhenPowder,
    ...(powder?.safetyNote ? [texts.cautionLine(powder.safetyNote)] : []),
    ...personNotes(ctx.chat),
  ];
  const text = compose(ctx.chat, {
    paragraph: foods.length > 0 ? `${texts.proteinIntro} ${texts.proteinFoodsIntro}` : texts.proteinIntro,
    // One item per food, its cautions nested under it.
    items: foods.map(recommendationItem),
    after,
    source: foods.length > 0 ? AMOUNT_SOURCES : null,
    personal: true,
    followUp: "protein_powder",
  });
  return { text, guidance: true };
}
