import { formatNumber, formatQuantity, lowerFirst, nutrientName, withSourceMarkdown } from "../../../shared/format.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import { parseDose } from "../../nutrition/kb/dose.ts";
import { DEFAULT_DATA_DIR } from "../../nutrition/kb/load.ts";
import { httpsAddress, readTable } from "../../nutrition/kb/load-table.ts";
import type { NutrientKey } from "../../nutrition/kb/types.ts";
import type { OfflineAnswer, OfflineContext } from "./context.ts";
import { compose, personPhrase } from "./compose.ts";
import { followUpName } from "./sources.ts";

// "How much iron do I need?" and "Is 10000 IU of vitamin D too much?": the person's reference intake for
// their age, sex and life stage (the National Academies' DRI tables as NIH ODS publishes them, in
// data/nutrients/dri_intakes.csv) and their upper limit: the policy's, for every age (its one source of upper
// limits, data/nutrients/safety/life_stage_upper_limits.csv over upper_limits.csv; decision 020), with its source.

interface IntakeRow {
  nutrient: NutrientKey;
  from: number;
  to: number | null;
  sex: "any" | "male" | "female";
  state: "any" | "pregnant" | "lactating";
  amount: number;
  kind: "RDA" | "AI";
  source: { label: string; url: string };
}

const COLUMNS = [
  "nutrient_column",
  "age_from",
  "age_to",
  "sex",
  "state",
  "amount_in_column_units",
  "kind",
  "source",
  "source_url",
] as const;

let rows: IntakeRow[] | null = null;

/** The DRI table, read once (a static data file, like the knowledge base). */
function intakeRows(): IntakeRow[] {
  rows ??= readTable(DEFAULT_DATA_DIR, "dri_intakes.csv", COLUMNS).map((row) => {
    const to = row.text("age_to");
    return {
      nutrient: row.text("nutrient_column") as NutrientKey,
      from: Number(row.text("age_from")),
      to: to === "" ? null : Number(to),
      sex: row.text("sex") as IntakeRow["sex"],
      state: row.text("state") as IntakeRow["state"],
      amount: Number(row.text("amount_in_column_units")),
      kind: row.text("kind") as IntakeRow["kind"],
      // Every row names its page (the knowledge base's rule for a sourced row).
      source: { label: row.requiredText("source"), url: httpsAddress(row, "source_url") },
    };
  });
  return rows;
}

const unitOf = (ctx: OfflineContext, nutrient: NutrientKey) => ctx.kb.nutrients.get(nutrient)?.unit ?? "";
const nameOf = (nutrient: NutrientKey) => lowerFirst(nutrientName(nutrient, "short"));

interface Who {
  age: number;
  sex: "male" | "female" | null;
  state: "pregnant" | "lactating" | null;
}

function whoIs(ctx: OfflineContext): Who | null {
  const stage = ctx.chat.person.lifeStage;
  if (!stage.age) return null;
  const sex = stage.sex === "male" || stage.sex === "female" ? stage.sex : null;
  return { age: stage.age.max, sex: stage.reproductive ? "female" : sex, state: stage.reproductive };
}

function rowFor(nutrient: NutrientKey, who: Who): IntakeRow | undefined {
  const candidates = intakeRows().filter(
    (row) => row.nutrient === nutrient && row.from <= who.age && (row.to === null || who.age <= row.to),
  );
  const bySex = (row: IntakeRow) => row.sex === "any" || row.sex === (who.sex ?? "female");
  return (
    candidates.find((row) => row.state === who.state && bySex(row)) ??
    candidates.find((row) => row.state === "any" && bySex(row))
  );
}

/**
 * A child's own reference intake (RDA or AI) for a nutrient, for their age and sex, from the DRI table, with its
 * source and who it is for ("a child aged 10"); null for anyone 14 and over, or a nutrient the table lacks.
 */
export function childIntake(
  ctx: OfflineContext,
  nutrient: NutrientKey,
): { amount: number; kind: "RDA" | "AI"; who: string; source: { label: string; url: string } } | null {
  const who = whoIs(ctx);
  if (!who || who.age >= 14) return null;
  const row = rowFor(nutrient, who);
  return row ? { amount: row.amount, kind: row.kind, who: whoText(who), source: row.source } : null;
}

function whoText(who: Who): string {
  const stage = who.state === "pregnant" ? "in pregnancy" : who.state === "lactating" ? "while breastfeeding" : null;
  const person =
    who.age < 14
      ? `a child aged ${who.age}`
      : who.sex === "male"
        ? `a man aged ${who.age}`
        : who.sex === "female"
          ? `a woman aged ${who.age}`
          : `someone aged ${who.age}`;
  return stage ? `${person} ${stage}` : person;
}

/** The person's upper limit for a nutrient: the policy's for their age band and life stage, with its source. */
function upperLimit(
  ctx: OfflineContext,
  nutrient: NutrientKey,
): { value: number; text: string; scope: string; source: { label: string; url: string } } | null {
  const limit = ctx.policy.upperLimits.get(nutrient);
  if (!limit || limit.kind !== "ul") return null;
  const scope =
    limit.appliesTo === "supplements"
      ? texts.upperLimitSupplements
      : limit.appliesTo === "preformed"
        ? texts.upperLimitPreformed
        : "";
  return { value: limit.value, text: limit.limitText, scope, source: limit.source };
}

/** A body weight the question gives ("I weigh 70 kg", "I'm 154 lb"), in kg. */
function weightIn(question: string): number | null {
  const found = /\b(\d{2,3}(?:\.\d)?)\s*(kg|kilos?|kilograms?|lbs?|pounds?)\b/i.exec(question);
  if (!found) return null;
  const value = Number(found[1]);
  return /^(lb|pound)/i.test(found[2]!) ? value * 0.45359237 : value;
}

/**
 * Protein: the policy's line for the person (kidney disease by stage, dialysis, pregnancy, 65 and over, 14-18...), the
 * one the assessment, the dashboard and the weekly plan give: for their weight (the question's or the assessment's),
 * or per kg without one. Null under 14, where the rules push no protein, and for an adult the rules know nothing of
 * (no age, no life stage or condition): the RDA tables answer them.
 */
function proteinRuleLine(ctx: OfflineContext, question: string, who: Who | null) {
  const weight = weightIn(question) ?? ctx.chat.answers.weight ?? null;
  const line = ctx.policy.proteinNeed(weight) ?? ctx.policy.proteinNeedPerKg();
  if (!line || (!who && line.ruleId === "protein-adults" && weight === null)) return null;
  return line;
}

export function nutrientNeeds(ctx: OfflineContext, nutrients: readonly NutrientKey[], question = ""): OfflineAnswer {
  const nutrient = nutrients.find((key) => intakeRows().some((row) => row.nutrient === key)) ?? nutrients[0];
  if (!nutrient) return { text: texts.needsWhich, guidance: false };
  const unit = unitOf(ctx, nutrient);
  const name = nameOf(nutrient);
  const who = whoIs(ctx);
  const limit = upperLimit(ctx, nutrient);
  const limitLine = limit
    ? withSourceMarkdown(texts.needUpper(limit.text, limit.scope), limit.source)
    : texts.needNoUpper;
  const protein = nutrient === "protein_g" ? proteinRuleLine(ctx, question, who) : null;
  if (protein) {
    const phrase = personPhrase(ctx.chat, { age: false });
    const forWhom = who ? `${whoText(who)}${phrase ? ` (${phrase})` : ""}` : phrase ? `your ${phrase}` : null;
    const advice = ctx.policy.adviceFor(nutrient);
    return {
      text: compose(ctx.chat, {
        paragraph: `${forWhom ? `${texts.needFor(forWhom)}: ${lowerFirst(protein.message)}` : protein.message} ${limitLine}`,
        after: [
          ...advice.withheld.map((item) => withSourceMarkdown(item.message, item.source)),
          ...advice.lines.slice(0, 2).map((line) => withSourceMarkdown(line.message, line.source)),
        ],
        source: protein.source,
        followUp: "nutrient_need",
        fill: { nutrient: followUpName(ctx, nutrient) },
      }),
      guidance: true,
    };
  }
  if (!who) {
    const women = rowFor(nutrient, { age: 30, sex: "female", state: null });
    const men = rowFor(nutrient, { age: 30, sex: "male", state: null });
    if (!women || !men) return { text: texts.needNoData(name), guidance: false };
    const items = [
      texts.needAdultLine("Women", `${formatQuantity(women.amount, unit, "compact")} of ${name}`),
      texts.needAdultLine("Men", `${formatQuantity(men.amount, unit, "compact")} of ${name}`),
    ];
    return {
      text: compose(ctx.chat, {
        paragraph: texts.needUnknownPerson,
        items,
        after: [limitLine],
        source: women.source,
        followUp: "nutrient_need",
        fill: { nutrient: followUpName(ctx, nutrient) },
      }),
      guidance: true,
    };
  }
  const row = rowFor(nutrient, who);
  if (!row) return { text: texts.needNoData(name), guidance: false };
  const phrase = personPhrase(ctx.chat, { age: false });
  const paragraph = `${texts.needFor(`${whoText(who)}${phrase ? ` (${phrase})` : ""}`)}, ${texts.needLine(name, formatQuantity(row.amount, unit, "compact"), row.kind === "RDA" ? texts.needRda : texts.needAi)} ${limitLine}`;
  // What the policy says of the nutrient for this person (advice, or why no foods are pushed).
  const advice = ctx.policy.adviceFor(nutrient);
  const after = [
    ...advice.withheld.map((item) => withSourceMarkdown(item.message, item.source)),
    ...advice.lines.slice(0, 2).map((line) => withSourceMarkdown(line.message, line.source)),
  ];
  return {
    text: compose(ctx.chat, {
      paragraph,
      after,
      source: row.source,
      followUp: "nutrient_need",
      fill: { nutrient: followUpName(ctx, nutrient) },
    }),
    guidance: true,
  };
}

const DOSE = /(\d[\d,]*(?:\.\d+)?)\s*(iu|i\.u\.|international units?|mg|mcg|µg|ug|micrograms?|milligrams?|g|grams?)\b/i;

/** "Is 10000 IU of vitamin D too much?": the dose against the person's upper limit, with how many times over. */
export function doseCheck(ctx: OfflineContext, question: string, nutrients: readonly NutrientKey[]): OfflineAnswer {
  const found = DOSE.exec(question);
  const iu = found ? /^(iu|i\.u\.|international)/i.test(found[2]!) : false;
  const nutrient = nutrients[0] ?? (iu ? ("vitamin_d_ug" as const) : undefined);
  if (!nutrient) return { text: texts.needsWhich, guidance: false };
  const name = nameOf(nutrient);
  const who = whoIs(ctx);
  const limit = upperLimit(ctx, nutrient);
  if (!found) return nutrientNeeds(ctx, [nutrient], question);
  const doseText = `${found[1]!.replace(/,/g, "")} ${found[2]}`;
  const parsed = parseDose(doseText, nutrient);
  if (!parsed.ok) return { text: texts.doseUnread(parsed.message), guidance: false };
  const unit = unitOf(ctx, nutrient);
  const dose = `${found[1]} ${found[2]}${iu ? ` (${formatQuantity(parsed.amount, unit, "compact")})` : ""}`;
  const lines: string[] = [];
  if (!nutrients[0] && iu) lines.push(texts.doseAssumedVitaminD);
  if (!limit) lines.push(texts.doseNoLimit(dose, name));
  else {
    const times = parsed.amount / limit.value;
    const limitText = `${limit.text}${limit.scope}`;
    if (times > 1.0001) lines.push(texts.doseAbove(dose, name, formatNumber(times, 1), limitText));
    else if (times > 0.5) lines.push(texts.doseAt(dose, name, limitText));
    else lines.push(texts.doseBelow(dose, name, limitText));
  }
  const dailyValue = ctx.kb.nutrients.get(nutrient)?.dailyValue ?? null;
  const multiple = dailyValue ? parsed.amount / dailyValue : 0;
  if (multiple >= ctx.kb.safety.settings.highDoseMultipleOfDv)
    lines.push(texts.doseHighMultiple(formatNumber(multiple, 0)));
  // A child's dose is the label's and the pharmacist's to set, whatever the limit says.
  if (ctx.chat.person.groups.has("stage:under_14"))
    lines.push(withSourceMarkdown(texts.doseChild, texts.doseChildSource));
  // The limit's own source (the fact sheet that gives it); without one, the reference intakes'.
  const row = who ? rowFor(nutrient, who) : rowFor(nutrient, { age: 30, sex: "female", state: null });
  const source = limit?.source ?? row?.source ?? null;
  return {
    text: compose(ctx.chat, {
      paragraph: lines.join(" "),
      source,
      personal: true,
      followUp: "dose_check",
      fill: { nutrient: followUpName(ctx, nutrient) },
    }),
    guidance: true,
  };
}
