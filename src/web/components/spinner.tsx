/** A spinner with a text for screen readers (and, when `visibleLabel`, for everyone). */
export function Spinner({ label, visibleLabel = false }: { label: string; visibleLabel?: boolean }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-stone-600">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <span className={visibleLabel ? "" : "sr-only"}>{label}</span>
    </div>
  );
}
