import { describe, expect, it } from "vitest";
import { completeAnswers } from "../../../tests/support/assessment-fixtures.ts";
import { kb } from "../nutrition/kb/test-support.ts";
import { createPolicy } from "../nutrition/policy/policy.ts";
import { supplementLookup } from "../lookup/lookup.ts";
import { namedIn } from "./entities.ts";
import { knowledgeRows } from "./kb-rows.ts";
import { chatPersonFrom } from "./person.ts";
import { chatSystemPrompt } from "./prompts.ts";
import { groundingFor } from "./writer.ts";

// With a model configured, the model is given the offline engine's grounding: the intent, our figures, the
// policy's rules for the person with their sources; nothing when the engine does not know the question.

const policy = createPolicy(kb);
const tools = { kb, policy, lookupSupplement: supplementLookup(kb) };
const pregnant = chatPersonFrom(
  policy,
  { ...completeAnswers, allergies: ["none"], healthConditions: ["other"], otherHealthCondition: "pregnant" },
  new Date("2026-06-15T12:00:00Z"),
);

describe("the model's grounding", () => {
  it("carries the intent, the figures and the rule with its source", () => {
    const dose = groundingFor(tools, {
      question: "Is 10000 IU of vitamin D too much?",
      chat: pregnant,
      history: [],
    });
    expect(dose?.intent).toBe("dose_check");
    expect(dose?.text).toContain("2.5 times the upper limit");
    const brie = groundingFor(tools, { question: "Can I eat brie?", chat: pregnant, history: [] })!;
    expect(brie.text).toContain("nhs.uk/pregnancy/keeping-well/foods-to-avoid");
    const system = chatSystemPrompt(
      pregnant.facts,
      knowledgeRows(kb, policy, pregnant, namedIn(kb, "Can I eat brie?")),
      brie,
    );
    expect(system).toContain(`<grounding intent="${brie.intent}">`);
  });

  it("is left out when the engine does not know the question", () => {
    expect(groundingFor(tools, { question: "qwertyuiop zxcvbnm", chat: pregnant, history: [] })).toBeNull();
  });
});
