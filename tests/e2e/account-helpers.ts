import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { idempotencyKeyHeader } from "../../src/shared/assessment/api.ts";
import { totalSteps } from "../../src/shared/assessment/options.ts";
import type { AssessmentAnswers } from "../../src/shared/assessment/schema.ts";
import { wizardAnswers } from "./assessment-helpers.ts";
import { appOrigin, expect } from "./fixtures.ts";

/**
 * An assessment of the signed-in person (wizardAnswers unless told), submitted through the API the wizard calls and
 * written to the end by the offline engine; returns its id. The wizard itself is tested in assessment.spec.ts, the
 * streaming of results in assessment-streaming.spec.ts.
 */
export async function submitAssessment(page: Page, answers: AssessmentAnswers = wizardAnswers): Promise<string> {
  const submitted = await page.request.post("/api/assessments", {
    data: { answers },
    headers: { origin: appOrigin(), [idempotencyKeyHeader]: `journey-${randomUUID()}` },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { assessment } = (await submitted.json()) as { assessment: { id: string } };
  await expect(async () => {
    const read = await page.request.get(`/api/assessments/${assessment.id}`);
    expect(((await read.json()) as { assessment: { status: string } }).assessment.status).toBe("completed");
  }).toPass();
  return assessment.id;
}

/**
 * The wizard on its last step with every answer given (wizardAnswers unless told), ready for Submit Assessment: the
 * answers saved as the signed-in person's draft through the API the wizard saves it with, then the wizard opened,
 * which brings the draft back. For journeys about what follows the submit; filling the steps is assessment.spec.ts's.
 */
export async function openAnsweredWizard(page: Page, answers: AssessmentAnswers = wizardAnswers) {
  const saved = await page.request.put("/api/assessments/draft", {
    data: { step: totalSteps, answers },
    headers: { origin: appOrigin() },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto("/assessment");
  await expect(page.getByText(`Step ${totalSteps} of ${totalSteps}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Assessment" })).toBeEnabled();
}

/** Presses "Download my data" on /account and reads the file the browser saved. */
export async function downloadMyData(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^foodfirst-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile(await download.path(), "utf8"));
}
