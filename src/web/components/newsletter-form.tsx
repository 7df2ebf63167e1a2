import { useId, useState, type FormEvent } from "react";
import { limits } from "../../shared/api.ts";
import { newsletterTexts } from "../../shared/texts/newsletter.ts";
import { ApiError, errorMessage } from "../lib/api.ts";
import { subscribeNewsletter } from "../lib/subscribe-newsletter.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { useToast } from "./toasts.tsx";

/** The newsletter block: idle, then "Subscribing..." with the input disabled, then idle (spec section 4). */
export function NewsletterForm() {
  const toast = useToast();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // On a prerendered page the form works once the app has loaded (it is sent by script).
  const ready = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser's own email check keeps the schema library off the home page; the server
    // validates with the shared schema and answers a bad address with the same message.
    const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
    const trimmed = email.trim();
    if (!trimmed || !input.validity.valid || !trimmed.includes(".", trimmed.indexOf("@"))) {
      setError(newsletterTexts.invalidEmail);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const result = await subscribeNewsletter(trimmed);
      if (result.status === "already_subscribed") toast.show(newsletterTexts.duplicate);
      else {
        toast.success(newsletterTexts.success);
        setEmail("");
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
      else if (failure instanceof ApiError && failure.status === 429) toast.error(errorMessage(failure));
      else {
        console.error("newsletter subscription failed", failure);
        toast.error(newsletterTexts.failure);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mx-auto flex w-full max-w-md flex-col gap-2">
      <label htmlFor={inputId} className="sr-only">
        {newsletterTexts.emailLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={limits.emailMaxLength}
          placeholder={newsletterTexts.placeholder}
          value={email}
          disabled={submitting || !ready}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
          className="input flex-1"
        />
        <button type="submit" className="btn-primary" disabled={submitting || !ready}>
          {submitting ? newsletterTexts.submitting : newsletterTexts.submit}
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** The newsletter block: a heading, what subscribers get, and the form (the home page and under each article). */
export function NewsletterSection({
  title,
  className,
  titleClassName,
}: {
  title: string;
  className: string;
  titleClassName: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`text-center ${className}`}>
      <h2 id={titleId} className={`font-bold text-stone-900 ${titleClassName}`}>
        {title}
      </h2>
      <p className="mx-auto mt-2 mb-6 max-w-lg text-stone-700">{newsletterTexts.body}</p>
      <NewsletterForm />
    </section>
  );
}
