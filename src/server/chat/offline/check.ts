import { upperFirst } from "../../../shared/format.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import type { NutrientKey } from "../../nutrition/kb/types.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { foodNutrients } from "./food.ts";
import { compose } from "./compose.ts";
import { whoApplies } from "../../nutrition/kb/rules/selectors.ts";

// "Is oatmeal good for me?", "Can I eat brie?": what the policy says of the food for this person first (left
// out with the rule's reason and source, or cautions), then, for a food in our data that suits them, its
// main nutrients per serving. A food our data lacks that no rule stops is said to be so, plainly.

export function foodCheck(
  ctx: OfflineContext,
  question: string,
  term: string | null,
  focus: readonly NutrientKey[],
  extraFood: string | null,
): OfflineAnswer {
  if (term) return foodNutrients(ctx, term, focus);
  const concerns = ctx.policy.foodConcernsIn(question).filter((concern) => concern.kind !== "caution");
  if (concerns.length > 0) return { text: "", guidance: true };
  const food = extraFood ?? "that";
  const name = food === "that" ? food : upperFirst(food).toLowerCase();
  // A dish we have no data for may hold what the person's rules leave out (a vegan's pizza has cheese): we can't
  // say nothing stops them unless no rule leaves out any food for them at all (food safety's cook-first aside).
  const leavesOut = ctx.rules.foodRules.some(
    (rule) => rule.table !== "must_cook" && rule.action === "exclude" && whoApplies(rule.who, ctx.chat.person.groups),
  );
  return {
    text: compose(ctx.chat, {
      paragraph: leavesOut ? texts.checkNotInDataWithRules(name) : texts.checkNotInData(name),
      personal: true,
      followUp: "food_check",
    }),
    guidance: true,
  };
}
