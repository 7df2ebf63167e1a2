import { mutationOptions, useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/assessments/:id/email: sends the results to the account's address. Not repeated (it mails). */
export async function emailAssessment(id: string): Promise<void> {
  await api(`/api/assessments/${encodeURIComponent(id)}/email`, { method: "POST" });
}

/** Sending changes nothing the app shows, so nothing is invalidated. */
export const emailAssessmentOptions = () => mutationOptions({ mutationFn: emailAssessment });

export const useEmailAssessment = () => useMutation(emailAssessmentOptions());
