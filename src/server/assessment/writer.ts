import { medicalNoteSuffix } from "../../shared/assessment/medical-note.ts";
import { type AssessmentAnswers } from "../../shared/assessment/schema.ts";
import { personInputFromAnswers } from "../nutrition/answers/person-from-answers.ts";
import type { KnowledgeBase } from "../nutrition/kb/knowledge-base.ts";
import type { Policy } from "../nutrition/policy/policy.ts";
import { AiError } from "../ai/errors.ts";
import type { GenerationWriter } from "../generation/index.ts";
import { buildAssessmentFacts } from "../nutrition/answers/facts.ts";
import { offlineChunks, writeOfflineAssessment } from "./offline-writer.ts";
import { assessmentGenerationSettings, assessmentSystemPrompt, assessmentUserPrompt } from "./prompts.ts";
import { chooseEngine, type ProviderTuning } from "../ai/engine.ts";
import type { AppConfig } from "../config.ts";

export { AiError } from "../ai/errors.ts";

/** Which engine writes an assessment, and its Markdown as it is written (throws an AiError when it fails). */
export type AssessmentWriter = GenerationWriter<AssessmentAnswers>;

export interface AssessmentWriterOptions {
  kb: KnowledgeBase;
  /** The app's nutrition safety policy, which checks a model's text. */
  policy: Policy;
  /** Provider tuning (idle timeout, retries, token usage), mainly for tests. */
  provider?: ProviderTuning;
  /** Today, for ages from a year of birth (tests fix it). */
  now?: () => Date;
}

/**
 * How every engine's text ends, added by the generation pipeline as the last piece of the stream (the writer's
 * `closing`), so the stored text, and with it the page, a download and the email, carries it, once, whoever
 * wrote the rest: for a model's text, the safety check of the foods it names (the nutrition safety policy:
 * foods the person's diet, allergies or conditions rule out, cautions it left unsaid); then the
 * not-medical-advice note.
 */
export function closingOf(text: string, safetyCheck = ""): string {
  return `${safetyCheck}${medicalNoteSuffix(text + safetyCheck)}`;
}

/** The assessment's writer on the engine the AI config chooses (ai/engine.ts): offline, a model, or "model not configured". */
export function createAssessmentWriter(ai: AppConfig["ai"], options: AssessmentWriterOptions): AssessmentWriter {
  const { kb, policy, now = () => new Date() } = options;
  const engine = chooseEngine(ai, options.provider);
  if (engine.kind === "offline") {
    return {
      engine: engine.name,
      async *stream(answers, streamOptions) {
        const text = writeOfflineAssessment(answers, kb, now());
        for (const chunk of offlineChunks(text)) {
          if (streamOptions?.signal?.aborted) throw streamOptions.signal.reason;
          yield chunk;
        }
      },
      // Written from the policy's foods: nothing to check.
      closing: (_answers, text) => closingOf(text),
    };
  }
  if (engine.kind === "not-configured") {
    return {
      engine: engine.name,
      // oxlint-disable-next-line require-yield -- it fails before writing anything
      async *stream() {
        throw new AiError("model_not_configured");
      },
    };
  }
  const { provider } = engine;
  return {
    engine: engine.name,
    stream(answers, streamOptions) {
      const facts = buildAssessmentFacts(answers, kb, { now: now() });
      return provider.stream(
        { system: assessmentSystemPrompt(answers, facts), user: assessmentUserPrompt, ...assessmentGenerationSettings },
        streamOptions?.signal,
      );
    },
    // The model was given only the foods that suit the person; what it wrote is checked.
    closing: (answers, text) =>
      closingOf(
        text,
        policy.safetyCheck(policy.resolvePerson(personInputFromAnswers(answers, now())), text, "assessment"),
      ),
  };
}
