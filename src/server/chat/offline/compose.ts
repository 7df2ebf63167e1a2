import { formatList, lowerFirst } from "../../../shared/format.ts";
import { chatFollowUps, type TopicSource } from "../../../shared/texts/chat-topics.ts";
import { offlineChatTexts as texts } from "../../../shared/texts/offline-chat.ts";
import type { ChatPerson } from "../person.ts";

// The shape of every everyday answer: a heading-free paragraph (opening with who it is for, from the latest
// assessment), a list of at most five items, the source, and one follow-up question.

export const MAX_ITEMS = 5;

/** "vegetarian diet and pregnancy": what the policy recognised about the person, in words; null when nothing. */
export function personPhrase(chat: ChatPerson, options: { age?: boolean } = {}): string | null {
  if (!chat.facts) return null;
  const { person } = chat;
  const age = person.lifeStage.age;
  const parts = [
    ...person.diets.filter((diet) => diet.id !== "balanced").map((diet) => `${lowerFirst(diet.label)} diet`),
    ...person.allergens.map((allergen) => `${lowerFirst(allergen.label)} allergy`),
    ...person.conditions.map((condition) => lowerFirst(condition.label)),
    ...(options.age === false || !age
      ? []
      : age.max < 14 || age.min >= 65
        ? [`age (${age.min === age.max ? age.min : `${age.min}-${age.max}`})`]
        : []),
  ];
  const unique = [...new Set(parts)];
  return unique.length > 0 ? formatList(unique) : null;
}

/** What the answer could not take into account: no assessment yet, or typed text the rules could not read. */
export function personNotes(chat: ChatPerson): string[] {
  if (!chat.facts) return [texts.noAssessment];
  return chat.facts.notChecked.map(texts.notCheckedLine);
}

export interface ShortAnswer {
  paragraph: string;
  items?: readonly string[];
  /** Where its figures come from: one source, or several (USDA for the amounts, FDA for the Daily Values). */
  source?: TopicSource | readonly TopicSource[] | null;
  /** Say who the answer is for (the person's diet, conditions, life stage) before the paragraph. */
  personal?: boolean;
  followUp?: keyof typeof chatFollowUps | null;
  fill?: { nutrient?: string; food?: string };
  /** Lines before the paragraph: the rules for the thing the answer is about (a food's cautions), said first. */
  before?: readonly string[];
  /** Lines after the list (cautions, the professional to ask). */
  after?: readonly string[];
}

export function compose(chat: ChatPerson, answer: ShortAnswer): string {
  const phrase = answer.personal ? personPhrase(chat) : null;
  const blocks = [
    ...(answer.before ?? []),
    ...(phrase ? [`${texts.forYou(phrase)}${answer.paragraph}`] : answer.paragraph ? [answer.paragraph] : []),
  ];
  const items = (answer.items ?? []).slice(0, MAX_ITEMS);
  if (items.length > 0) blocks.push(items.map((item) => (item.startsWith("- ") ? item : `- ${item}`)).join("\n"));
  if (answer.after && answer.after.length > 0) blocks.push(answer.after.join("\n\n"));
  const sources = answer.source ? ("url" in answer.source ? [answer.source] : answer.source) : [];
  if (sources.length === 1) blocks.push(texts.sourceLine(sources[0]!.label, sources[0]!.url));
  else if (sources.length > 1) blocks.push(texts.sourcesLine(sources));
  if (answer.followUp) {
    const template: string = chatFollowUps[answer.followUp];
    const needs = template.includes("{nutrient}")
      ? answer.fill?.nutrient
      : template.includes("{food}")
        ? answer.fill?.food
        : "";
    const question =
      needs === undefined ? chatFollowUps.conversation : template.replace("{nutrient}", needs).replace("{food}", needs);
    blocks.push(texts.followUp(question));
  }
  return blocks.join("\n\n");
}
