import { upperFirst } from "../../../shared/format.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import type { NutrientKey } from "../../nutrition/kb/types.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { foodNutrients } from "./food.ts";
import { compose } from "./compose.ts";

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
  return {
    text: compose(ctx.chat, {
      paragraph: texts.checkNotInData(food === "that" ? food : upperFirst(food).toLowerCase()),
      personal: true,
      followUp: "food_check",
    }),
    guidance: true,
  };
}
