import { formatQuantity, lowerFirst } from "../../../shared/format.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import type { NutrientKey } from "../../nutrition/kb/types.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { recommendationLines, suitsLines } from "./format.ts";

// Food sources of a nutrient, and foods high in it, for this person: the policy's foods (never one their
// diet, allergies or conditions leave out), with USDA amounts and %DV per serving, cautions, the standard
// advice for the nutrient and its upper limit.

const nameOf = (ctx: OfflineContext, nutrient: NutrientKey) =>
  ctx.kb.nutrients.get(nutrient)?.name.split(" (")[0] ?? nutrient;

function upperLimitLine(ctx: OfflineContext, nutrient: NutrientKey): string | null {
  const limit = ctx.kb.upperLimits.get(nutrient);
  if (!limit || limit.kind !== "ul") return null;
  const unit = ctx.kb.nutrients.get(nutrient)?.unit ?? "";
  const scope =
    limit.appliesTo === "supplements"
      ? texts.upperLimitSupplements
      : limit.appliesTo === "preformed"
        ? texts.upperLimitPreformed
        : "";
  return texts.upperLimit(lowerFirst(nameOf(ctx, nutrient)), formatQuantity(limit.value, unit, "compact"), scope);
}

/** One nutrient's part: heading, foods (or why none), advice lines, the upper limit. */
export function nutrientSection(
  ctx: OfflineContext,
  nutrient: NutrientKey,
  highIn: boolean,
): { lines: string[]; foods: number } {
  const name = nameOf(ctx, nutrient);
  const lines = [highIn ? texts.highInHeading(lowerFirst(name)) : texts.sourcesHeading(lowerFirst(name)), ""];
  const found = ctx.policy.recommendFoods(nutrient, { limit: highIn ? 5 : 4, distinctCategories: !highIn });
  if (found.withheld.length > 0) return { lines: [...lines, ...found.withheld.map((item) => item.message)], foods: 0 };
  if (found.foods.length === 0) lines.push(texts.noFoods(lowerFirst(name)));
  else {
    lines.push(texts.perServingIntro, "");
    for (const recommendation of found.foods) lines.push(...recommendationLines(recommendation));
  }
  if (ctx.kb.nutrients.get(nutrient)?.dailyValue === null) lines.push("", texts.noDailyValue(lowerFirst(name)));
  const advice = ctx.policy.adviceFor(nutrient).lines.slice(0, 2);
  if (advice.length > 0) lines.push("", ...advice.map((line) => line.message));
  const limit = upperLimitLine(ctx, nutrient);
  if (limit) lines.push("", limit);
  return { lines, foods: found.foods.length };
}

export function foodSources(ctx: OfflineContext, nutrients: readonly NutrientKey[], highIn: boolean): OfflineAnswer {
  const sections: string[][] = [];
  // Omega-3 names both kinds: plant ALA is shown too only when no fish or seafood suits the person.
  const wanted =
    nutrients.includes("epa_plus_dha_g") && nutrients.includes("ala_g")
      ? ["epa_plus_dha_g" as const]
      : nutrients.slice(0, 2);
  for (const nutrient of wanted) {
    const section = nutrientSection(ctx, nutrient, highIn);
    sections.push(section.lines);
    if (nutrient === "epa_plus_dha_g" && section.foods === 0 && nutrients.includes("ala_g"))
      sections.push(nutrientSection(ctx, "ala_g", highIn).lines);
  }
  return {
    text: [...sections.map((lines) => lines.join("\n")), suitsLines(ctx.chat).join("\n\n")]
      .filter(Boolean)
      .join("\n\n"),
    guidance: true,
  };
}
