import { lookupTexts } from "../../../shared/texts/lookup.ts";

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z";

/** How much of star `index` (0-4) is filled for a rating in half steps: 0, 0.5 or 1. */
export function starFill(rating: number, index: number): number {
  const rounded = Math.round(rating * 2) / 2;
  return Math.max(0, Math.min(1, rounded - index));
}

/** Five stars with half steps, and the rating as text ("4.5 out of 5") for everyone, screen readers included. */
export function StarRating({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-stone-700">{label}</span>
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="flex">
          {[0, 1, 2, 3, 4].map((index) => {
            const fill = starFill(value, index);
            return (
              <span key={index} className="relative size-5" data-fill={fill}>
                <svg viewBox="0 0 24 24" className="absolute inset-0 size-5 fill-stone-200">
                  <path d={STAR_PATH} />
                </svg>
                <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                  <svg viewBox="0 0 24 24" className="size-5 fill-amber-500">
                    <path d={STAR_PATH} />
                  </svg>
                </span>
              </span>
            );
          })}
        </span>
        <span className="text-sm font-semibold text-stone-900">{lookupTexts.ratingOutOf(value)}</span>
      </div>
    </div>
  );
}
