import { mutationOptions, useMutation } from "@tanstack/react-query";
import { exportFileName } from "../../../../shared/account.ts";
import { apiFetch, toApiError } from "../../../lib/api.ts";
import { saveFile } from "../../../lib/save-file.ts";

/** The file name the server chose (Content-Disposition), else today's. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? exportFileName(new Date());
}

/**
 * GET /api/account/export, saved as a file. Fetched rather than linked, so a failure (a session
 * that ended, a rate limit) is shown on the page instead of being saved as the file.
 */
export async function downloadMyData(): Promise<void> {
  const response = await apiFetch("/api/account/export");
  if (!response.ok) throw await toApiError(response);
  saveFile(await response.blob(), fileNameOf(response));
}

/** A download changes nothing the app reads back. */
export const downloadMyDataOptions = () => mutationOptions({ mutationFn: downloadMyData });

export const useDownloadMyData = () => useMutation(downloadMyDataOptions());
