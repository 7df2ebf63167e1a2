import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { NewsletterResult } from "../../shared/newsletter.ts";
import { api } from "./api.ts";

// In lib rather than a feature: the newsletter form is shared UI (home now, the blog next).

/** POST /api/newsletter. Safe to repeat: the server keeps one row per email. */
export function subscribeNewsletter(email: string): Promise<NewsletterResult> {
  return api<NewsletterResult>("/api/newsletter", { method: "POST", body: { email }, retry: true });
}

/** Subscribing changes nothing the app reads back, so nothing is invalidated. */
export const subscribeNewsletterOptions = () => mutationOptions({ mutationFn: subscribeNewsletter });

export const useSubscribeNewsletter = () => useMutation(subscribeNewsletterOptions());
