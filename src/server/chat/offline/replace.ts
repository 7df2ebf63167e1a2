import { formatServingCount, lowerFirst } from "../../../shared/format.ts";
import type { LookupMatch } from "../../../shared/lookup.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import { supplementShortName } from "../../nutrition/kb/search.ts";
import type { Food, NutrientKey, Supplement } from "../../nutrition/kb/types.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { foodLine, perServing, suitsLines } from "./format.ts";
import { nutrientSection } from "./sources.ts";

// "How can I replace my X supplement?": the lookup's answer (which foods, the notes on what food can and
// cannot replace, safety notes), for the person's diet and allergies; its foods are then checked by the
// policy for the person's conditions too, and any it leaves out are dropped, never shown.

function foodLines(ctx: OfflineContext, match: LookupMatch): string[] {
  const foods = match.foodAlternatives
    .map((card) => ({ card, food: ctx.kb.foods.find((food) => food.id === card.id) }))
    .filter(
      (entry): entry is { card: (typeof match.foodAlternatives)[number]; food: Food } =>
        entry.food !== undefined && ctx.assess(entry.food).exclusion === null,
    );
  const lines: string[] = [];
  for (const { card, food } of foods) {
    const key = (match.mainNutrient?.key ?? card.nutrients[0]?.key) as NutrientKey | undefined;
    const amount = key ? perServing(ctx.kb, food, key) : null;
    if (!amount) continue;
    lines.push(
      `- ${foodLine(food, amount)}${match.mainNutrient && card.servingsForDv !== null ? `. ${texts.replaceServingsForDv(formatServingCount(card.servingsForDv))}` : ""}`,
    );
    for (const caution of ctx.assess(food).cautions) lines.push(`  - ${texts.cautionLine(caution.message)}`);
  }
  return lines;
}

export function replaceSupplement(ctx: OfflineContext, supplement: Supplement | null): OfflineAnswer {
  if (!supplement) return { text: texts.askWhichSupplement, guidance: false };
  // Standard or prescribed for this person (B12 on a plant-based diet, folic acid in pregnancy...): keep taking it,
  // and food is never offered as its replacement.
  const keep = ctx.policy.keepTaking(supplementShortName(supplement));
  if (keep) {
    const name = lowerFirst(supplementShortName(supplement));
    return {
      text: [
        texts.keepTaking(name, keep.message),
        texts.sourceLine(keep.source.label, keep.source.url),
        ...suitsLines(ctx.chat),
      ].join("\n\n"),
      guidance: true,
    };
  }
  const match = ctx.lookupSupplement(
    supplementShortName(supplement),
    ctx.chat.profile,
    ctx.chat.facts ? "assessment" : "none",
  );
  if (!match) return { text: texts.noSupplementMatch(supplementShortName(supplement), []), guidance: false };
  const lines = [
    texts.replaceHeading(
      match.supplementName.toLowerCase() === match.supplementName
        ? match.supplementName
        : lowerFirst(match.supplementName),
    ),
    "",
    match.description,
  ];
  const safety = match.notes.filter((note) => note.kind === "safety" || note.kind === "dose");
  if (safety.length > 0) lines.push("", ...safety.map((note) => texts.cautionLine(note.text)));
  const foods = foodLines(ctx, match);
  if (foods.length > 0) {
    lines.push(
      "",
      match.mainNutrient
        ? texts.replaceFoodsIntro(lowerFirst(match.mainNutrient.name.split(" (")[0]!))
        : texts.perServingIntro,
      "",
      ...foods,
    );
  } else if (match.mainNutrient) {
    // The lookup's foods were all left out by the person's conditions: the policy's own choice instead.
    lines.push(
      "",
      nutrientSection(ctx, match.mainNutrient.key as NutrientKey, false)
        .lines.slice(2)
        .join("\n"),
    );
  } else {
    lines.push("", texts.supplementNoFood(match.supplementName));
  }
  const other = match.notes.filter((note) => note.kind !== "safety" && note.kind !== "dose");
  if (other.length > 0) lines.push("", ...other.map((note) => note.text));
  lines.push("", ...suitsLines(ctx.chat));
  return { text: lines.join("\n"), guidance: true };
}
