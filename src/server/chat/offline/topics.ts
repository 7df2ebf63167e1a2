import { lowerFirst, nutrientName, withSourceMarkdown } from "../../../shared/format.ts";
import {
  foodSafetyTopics,
  goalCautions,
  childSaltLimits,
  goalTopics,
  hairNotes,
  interactionTopics,
  lowIn,
  pregnancyAlcohol,
  mythTopics,
  type ChatTopic,
} from "../../../shared/texts/chat-topics.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import { safetyTexts } from "../../../shared/texts/safety.ts";
import type { Food, NutrientKey } from "../../nutrition/kb/types.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { compose } from "./compose.ts";
import { foodLine } from "./format.ts";

// Topic answers (myths, interactions, food safety, goals): the sourced text of shared/texts/chat-topics.ts,
// then what the policy says for this person: their medicines' and conditions' advice, the pregnancy rules,
// the nutrient a condition withholds, a few foods that suit them (never a target under their needs).

const inGroup = (ctx: OfflineContext, group: string) => ctx.chat.person.groups.has(group);
const age = (ctx: OfflineContext) => ctx.chat.person.lifeStage.age;

/** A few foods that suit the person for a nutrient, or the policy's reason for suggesting none. */
function foodsFor(ctx: OfflineContext, nutrient: NutrientKey, limit = 3): string[] {
  const found = ctx.policy.recommendFoods(nutrient, { limit });
  if (found.withheld.length > 0) return found.withheld.map((item) => withSourceMarkdown(item.message, item.source));
  return found.foods.map((recommendation) => `- ${foodLine(recommendation.food, recommendation.amount)}`);
}

function answer(
  ctx: OfflineContext,
  topic: ChatTopic,
  followUp: "myth" | "interaction" | "food_safety" | "goal",
  before: string[] = [],
  after: string[] = [],
): OfflineAnswer {
  const paragraph = [...before, topic.text].join(" ");
  return {
    text: compose(ctx.chat, {
      paragraph,
      items: topic.items ?? [],
      after,
      source: topic.source,
      personal: before.length > 0 || after.length > 0,
      followUp,
    }),
    guidance: true,
  };
}

export function mythAnswer(ctx: OfflineContext, topic: keyof typeof mythTopics): OfflineAnswer {
  return answer(ctx, mythTopics[topic], "myth");
}

/** The person's general advice lines that come from their medicines and conditions (warfarin, CKD...). */
function medicineAdvice(ctx: OfflineContext): string[] {
  const fromCondition = new Set(
    ctx.kb.safety.advice
      .filter((rule) => rule.who.some((clause) => clause.some((group) => /^(condition|medicine|generic):/.test(group))))
      .map((rule) => rule.id),
  );
  return ctx.policy
    .adviceFor(null)
    .lines.filter((line) => fromCondition.has(line.ruleId))
    .map((line) => withSourceMarkdown(line.message, line.source));
}

export function interactionAnswer(
  ctx: OfflineContext,
  topic: keyof typeof interactionTopics | "medicines",
): OfflineAnswer {
  if (topic === "medicines") {
    const own = medicineAdvice(ctx);
    const withheldK = ctx.policy
      .adviceFor("vitamin_k_ug")
      .withheld.map((item) => withSourceMarkdown(item.message, item.source));
    const lines = [...new Set([...own, ...withheldK])];
    const general = interactionTopics.grapefruit;
    if (lines.length > 0) {
      return {
        text: compose(ctx.chat, {
          paragraph: texts.medicinesYours,
          items: lines,
          after: [general.text],
          source: general.source,
          personal: true,
          followUp: "interaction",
        }),
        guidance: true,
      };
    }
    return {
      text: compose(ctx.chat, {
        paragraph: `${texts.medicinesUnknown} ${general.text}`,
        items: general.items ?? [],
        source: general.source,
        followUp: "interaction",
      }),
      guidance: true,
    };
  }
  let entry: ChatTopic = interactionTopics[topic];
  const before: string[] = [];
  // In pregnancy, or trying: the NHS's pregnancy advice alone, not the units other adults are told.
  if (topic === "alcohol" && (inGroup(ctx, "stage:pregnant") || inGroup(ctx, "stage:possible_pregnancy")))
    entry = pregnancyAlcohol;
  const after: string[] = [];
  if (topic === "caffeine" && (inGroup(ctx, "stage:pregnant") || inGroup(ctx, "stage:possible_pregnancy"))) {
    // The text's pregnancy sentence said first, once: in pregnancy as the pregnancy rule's row says it, with its page.
    const [general, pregnancy, ...rest] = entry.text.split(". ");
    entry = { ...entry, text: [general, ...rest].join(". ") };
    const rule = ctx.kb.safety.foodRules.find((candidate) => candidate.id === "pregnancy-caffeine");
    before.push(
      rule && inGroup(ctx, "stage:pregnant")
        ? withSourceMarkdown(safetyTexts.messages[rule.message] ?? rule.message, rule.source)
        : `${pregnancy}.`,
    );
  }
  if (
    (topic === "tea_coffee_iron" || topic === "vitamin_c_iron" || topic === "calcium_iron") &&
    ctx.policy.adviceFor("iron_mg").withheld.length > 0
  ) {
    after.push(
      ...ctx.policy.adviceFor("iron_mg").withheld.map((item) => withSourceMarkdown(item.message, item.source)),
    );
  }
  if (topic === "grapefruit" || (topic === "alcohol" && entry !== pregnancyAlcohol)) after.push(...medicineAdvice(ctx));
  return answer(ctx, entry, "interaction", before, after);
}

/** What the policy leaves out or limits in pregnancy, one line per rule, from its data. */
function pregnancyRuleLines(ctx: OfflineContext): string[] {
  const seen = new Set<string>();
  return ctx.kb.safety.foodRules
    .filter((rule) => rule.table === "pregnancy" && rule.who.some((clause) => clause.includes("stage:pregnant")))
    .filter((rule) => {
      const line = safetyTexts.messages[rule.message] ?? "";
      return line !== "" && !seen.has(line) && (seen.add(line), true);
    })
    .map((rule) => withSourceMarkdown(upperFirstLine(safetyTexts.messages[rule.message]!), rule.source));
}

export function foodSafetyAnswer(
  ctx: OfflineContext,
  topic: keyof typeof foodSafetyTopics,
  namedFoods: readonly Food[] = [],
): OfflineAnswer {
  const entry = foodSafetyTopics[topic];
  if (topic === "pregnancy_foods") {
    const items = pregnancyRuleLines(ctx);
    // "Can I eat peanuts while pregnant?": a food the question names that no rule leaves out or limits is said so
    // first (a food that has a rule has its line said before this answer).
    const free = namedFoods.filter((food) => {
      const verdict = ctx.assess(food);
      return verdict.exclusion === null && verdict.cautions.length === 0;
    });
    const first = free[0] ? [texts.pregnancyNoRule(free[0].name)] : [];
    return {
      text: compose(ctx.chat, {
        paragraph: [...first, entry.text, texts.pregnancyRulesIntro].join(" "),
        items,
        source: entry.source,
        personal: true,
        followUp: "food_safety",
      }),
      guidance: true,
    };
  }
  return answer(ctx, entry, "food_safety");
}

const upperFirstLine = (line: string) => (line ? line[0]!.toUpperCase() + line.slice(1) : line);

export function goalAnswer(
  ctx: OfflineContext,
  topic: keyof typeof goalTopics,
  options: { low?: boolean } = {},
): OfflineAnswer {
  let entry = goalTopics[topic];
  const stage = age(ctx);
  const before: string[] = [];
  const after: string[] = [];
  if (topic === "gain_weight" && inGroup(ctx, "stage:pregnant"))
    return {
      text: compose(ctx.chat, {
        paragraph: goalCautions.pregnancyGain,
        source: goalTopics.lose_weight.source,
        personal: true,
        followUp: "goal",
      }),
      guidance: true,
    };
  if (topic === "lose_weight") {
    if (inGroup(ctx, "stage:pregnant") || inGroup(ctx, "stage:lactating"))
      return {
        text: compose(ctx.chat, {
          paragraph: goalCautions.pregnancyWeight,
          source: entry.source,
          personal: true,
          followUp: "goal",
        }),
        guidance: true,
      };
    if (stage && stage.max < 18)
      return {
        text: compose(ctx.chat, {
          paragraph: goalCautions.childWeight,
          source: entry.source,
          personal: true,
          followUp: "goal",
        }),
        guidance: true,
      };
    if (stage && stage.min >= 65) before.push(goalCautions.olderWeight);
  }
  if (topic === "muscle") {
    // A protein rule of the person's own (kidneys, dialysis, pregnancy, 65 and over, 14-18) comes before the athletes'
    // range; with kidney disease it replaces it, since more protein is what the kidney rules hold back.
    const line = ctx.policy.proteinNeed(ctx.chat.answers.weight) ?? ctx.policy.proteinNeedPerKg();
    if (line && line.ruleId !== "protein-adults") {
      if (/^protein-(ckd|dialysis)/.test(line.ruleId)) entry = { ...entry, text: goalCautions.kidneyMuscle };
      after.push(withSourceMarkdown(line.message, line.source));
    }
  }
  const foods =
    topic === "muscle"
      ? foodsFor(ctx, "protein_g")
      : topic === "energy"
        ? foodsFor(ctx, "iron_mg", 2)
        : topic === "digestion"
          ? foodsFor(ctx, "fiber_g")
          : [];
  if (foods.length > 0) after.push(foods.join("\n"));
  if (topic === "gain_weight" && stage && stage.max < 18) before.push(goalCautions.childWeight);
  if (topic === "hydration" && inGroup(ctx, "condition:ckd")) before.push(texts.kidneyFluids);
  if (topic === "hair") {
    // Food matters when short of protein or iron (AAD): foods that suit the person for each; biotin (NIH ODS) last.
    after.push(withSourceMarkdown(hairNotes.protein.text, hairNotes.protein.source));
    for (const nutrient of ["iron_mg", "protein_g"] as const) {
      const lines = foodsFor(ctx, nutrient, 2);
      if (lines.length === 0) continue;
      after.push(
        lines[0]!.startsWith("- ")
          ? `${texts.hairFoods(nutrientLabel(nutrient))}\n${lines.join("\n")}`
          : lines.join("\n\n"),
      );
    }
    after.push(withSourceMarkdown(hairNotes.biotin.text, hairNotes.biotin.source));
  }
  // "Foods low in salt": what a label's "low sodium" means (FDA), after the NHS's advice.
  if (topic === "salt" && options.low && lowIn.missing.sodium.source)
    after.push(withSourceMarkdown(`${lowIn.missing.sodium.text}.`, lowIn.missing.sodium.source));
  if (topic === "salt") {
    // A child's own limit (NHS, by age) first; then what the person's conditions and medicines say of salt.
    const child = stage ? childSaltLimits.byAge.find((limit) => stage.max < limit.under) : undefined;
    if (child) before.push(withSourceMarkdown(texts.childSalt(child.text), childSaltLimits.source));
    for (const line of ctx.policy.adviceFor(null).lines)
      if (/\b(salt|sodium)\b/i.test(line.message)) before.push(withSourceMarkdown(line.message, line.source));
  }
  return answer(ctx, entry, "goal", before, after);
}

export const nutrientLabel = (nutrient: NutrientKey) => lowerFirst(nutrientName(nutrient, "short"));
