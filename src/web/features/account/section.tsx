import { useId, type ReactNode } from "react";

/** One part of the account page: a card named by its heading. */
export function Section({
  title,
  children,
  tone = "default",
}: {
  title: string;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`card ${tone === "danger" ? "border-red-200" : ""}`}>
      <h2 id={headingId} className={`text-xl font-semibold ${tone === "danger" ? "text-red-800" : "text-stone-900"}`}>
        {title}
      </h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}
