import type { NewsletterResult } from "../../../shared/newsletter.ts";
import { api } from "../../lib/api.ts";

/** POST /api/newsletter. Safe to repeat: the server keeps one row per email. */
export function subscribe(email: string): Promise<NewsletterResult> {
  return api<NewsletterResult>("/api/newsletter", { method: "POST", body: { email }, retry: true });
}
