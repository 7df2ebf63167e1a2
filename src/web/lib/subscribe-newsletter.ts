import type { NewsletterResult } from "../../shared/newsletter.ts";
import { api } from "./api.ts";

// In lib rather than a feature: the newsletter form is shared UI (home and the blog). A plain call, not
// a TanStack mutation: it changes nothing the app reads back, and the public pages that show the form
// do not load the query layer (decision 011).

/** POST /api/newsletter. Safe to repeat: the server keeps one row per email. */
export function subscribeNewsletter(email: string): Promise<NewsletterResult> {
  return api<NewsletterResult>("/api/newsletter", { method: "POST", body: { email }, retry: true });
}
