import { formatPercent, withSourceMarkdown } from "../../../shared/format.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import type { Food, NutrientAmount, NutrientKey } from "../../nutrition/kb/types.ts";
import type { SafetyMessage } from "../../nutrition/policy/result-types.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { compose, MAX_ITEMS, personNotes } from "./compose.ts";
import { amountText, foodSource, perServing, servingOf } from "./format.ts";
import { childIntake } from "./needs.ts";

// "How much protein is in chicken breast?" asked by (or for) a child under 14: the food's facts all the same, framed
// for the child. Each amount per serving is set against the child's own reference intake for their age (the DRI
// table, RDA or AI, with its source), never the adult Daily Value nor an adult upper limit; a food their rules leave
// out says every reason. No food is suggested (the policy's under-14 rule, said with its source after the facts),
// and nothing about supplements or doses.

/** The nutrients to show: the ones asked about, then those the child's serving gives most of. */
function amountsFor(ctx: OfflineContext, food: Food, focus: readonly NutrientKey[]) {
  const byShare = [...ctx.kb.dailyValues.keys()]
    .filter((nutrient) => !focus.includes(nutrient))
    .flatMap((nutrient) => {
      const amount = perServing(ctx.kb, food, nutrient);
      const intake = childIntake(ctx, nutrient);
      if (!amount || !intake || amount.amount <= 0) return [];
      const share = (100 * amount.amount) / intake.amount;
      return share >= 5 ? [{ amount, share }] : [];
    })
    .sort((a, b) => b.share - a.share)
    .map((entry) => entry.amount);
  const asked = focus
    .map((nutrient) => perServing(ctx.kb, food, nutrient))
    .filter((amount): amount is NutrientAmount => amount !== null);
  return [...asked, ...byShare].slice(0, MAX_ITEMS);
}

/** "Protein: 26 g (about 76% of the RDA for a child aged 10)". */
function childLine(ctx: OfflineContext, amount: NutrientAmount): string {
  const intake = childIntake(ctx, amount.nutrient);
  const name = amount.name.split(" (")[0];
  const { amount: text } = amountText(amount);
  if (!intake) return `${name}: ${text}`;
  const share = formatPercent((100 * amount.amount) / intake.amount, "compact");
  return `${name}: ${text} (${texts.childShare(share, intake.kind, intake.who)})`;
}

/** The facts of one food for a child, then the under-14 rule with its source. */
export function childFoodFacts(
  ctx: OfflineContext,
  food: Food,
  focus: readonly NutrientKey[],
  childRule: readonly SafetyMessage[],
): OfflineAnswer {
  const rule = childRule.map((item) => withSourceMarkdown(item.message, item.source));
  const { exclusions } = ctx.assess(food);
  if (exclusions.length > 0) {
    const reasons = exclusions.map((item) => ({ why: item.message, label: item.source.label, url: item.source.url }));
    return {
      text: compose(ctx.chat, {
        paragraph: texts.foodExcludedAll(food.name, reasons),
        after: [...rule, ...personNotes(ctx.chat)],
        followUp: "food_check",
      }),
      guidance: true,
    };
  }
  const amounts = amountsFor(ctx, food, focus);
  const kcal = food.energyKcal === null ? null : `${Math.round((food.energyKcal * food.servingG) / 100)} kcal`;
  const intakeSources = amounts.flatMap((amount) => childIntake(ctx, amount.nutrient)?.source ?? []);
  const sources = [foodSource(food), ...intakeSources].filter(
    (source, index, all) => all.findIndex((other) => other.url === source.url) === index,
  );
  return {
    text: compose(ctx.chat, {
      before: ctx.assess(food).cautions.map((caution) => withSourceMarkdown(caution.message, caution.source)),
      paragraph:
        amounts.length === 0 ? texts.foodNoData(food.name) : texts.childServingIntro(food.name, servingOf(food), kcal),
      items: amounts.map((amount) => childLine(ctx, amount)),
      after: [...rule, ...personNotes(ctx.chat)],
      source: sources,
      personal: true,
      // A child's next question is their own need ("How much protein do I need?"), not a meal we would not suggest.
      followUp: "food_check",
    }),
    guidance: true,
  };
}
