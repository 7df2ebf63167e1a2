import { mutationOptions, useMutation } from "@tanstack/react-query";
import { weeklyPlanPath } from "../../../../shared/dashboard.ts";
import { weeklyPlanTexts } from "../../../../shared/texts/dashboard.ts";
import { apiFetch, toApiError } from "../../../lib/api.ts";
import { saveFile } from "../../../lib/save-file.ts";

/** GET /api/dashboard/weekly-plan, saved as FoodFirst-Weekly-Plan.md. Changes nothing the app reads back. */
export async function downloadWeeklyPlan(): Promise<void> {
  const response = await apiFetch(weeklyPlanPath, { headers: { accept: "text/markdown" } });
  if (!response.ok) throw await toApiError(response);
  saveFile(await response.blob(), weeklyPlanTexts.fileName);
}

export const downloadWeeklyPlanOptions = () => mutationOptions({ mutationFn: downloadWeeklyPlan });

export const useDownloadWeeklyPlan = () => useMutation(downloadWeeklyPlanOptions());
