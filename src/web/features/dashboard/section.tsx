import { useId, type ReactNode } from "react";

/** A titled card of the dashboard: a region named by its visible heading. */
export function Section({
  title,
  children,
  className = "",
  aside,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  aside?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`card flex flex-col p-5 sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4 flex-1">{children}</div>
    </section>
  );
}
