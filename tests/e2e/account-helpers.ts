import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { idempotencyKeyHeader } from "../../src/shared/assessment/api.ts";
import { wizardAnswers } from "./assessment-helpers.ts";
import { expect } from "./fixtures.ts";

/**
 * An assessment of the signed-in person (wizardAnswers), submitted through the API the wizard calls and written
 * to the end by the offline engine; returns its id. The wizard itself is tested in assessment.spec.ts, the
 * streaming of results in assessment-streaming.spec.ts.
 */
export async function submitAssessment(page: Page): Promise<string> {
  const submitted = await page.request.post("/api/assessments", {
    data: { answers: wizardAnswers },
    headers: { origin: new URL(page.url()).origin, [idempotencyKeyHeader]: `journey-${randomUUID()}` },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { assessment } = (await submitted.json()) as { assessment: { id: string } };
  await expect(async () => {
    const read = await page.request.get(`/api/assessments/${assessment.id}`);
    expect(((await read.json()) as { assessment: { status: string } }).assessment.status).toBe("completed");
  }).toPass();
  return assessment.id;
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
