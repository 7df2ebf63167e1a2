/** Small drawn illustrations, inline so the page makes no image requests. */
export function HeroIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 320 260" className="h-auto w-full max-w-sm">
      <ellipse cx="160" cy="150" rx="140" ry="100" fill="#dcfce7" />
      <ellipse cx="160" cy="170" rx="110" ry="38" fill="#fff" stroke="#bbf7d0" strokeWidth="4" />
      <path d="M95 160c10-40 45-55 70-40-12 25-40 45-70 40z" fill="#16a34a" />
      <path d="M110 152c18-14 34-22 52-30" stroke="#dcfce7" strokeWidth="3" fill="none" />
      <circle cx="190" cy="148" r="22" fill="#f97316" />
      <circle cx="184" cy="142" r="5" fill="#fdba74" />
      <path d="M215 160c0-18 30-28 40-8-8 14-30 18-40 8z" fill="#ea580c" />
      <ellipse cx="150" cy="172" rx="26" ry="12" fill="#fde68a" />
      <circle cx="140" cy="170" r="4" fill="#b45309" />
      <circle cx="156" cy="174" r="4" fill="#b45309" />
      <path d="M228 70c12-22 40-22 48 0-14 10-34 10-48 0z" fill="#65a30d" />
      <path d="M52 92c6-18 28-22 38-6-10 12-28 14-38 6z" fill="#84cc16" />
    </svg>
  );
}

const serviceIcons = {
  assessment: "M9 4h6l1 2h3v15H5V6h3zm0 7h6M9 15h6",
  nutritionist: "M4 5h16v11H9l-5 4zM8 10h8",
  supplementsVsFoods: "M7 14a5 5 0 0 1 0-7l3-3a5 5 0 0 1 7 7l-3 3M14 17c2-4 5-6 7-6-1 5-3 8-7 9",
  blog: "M5 4h10l4 4v12H5zM9 12h6M9 16h6M9 8h3",
} as const;

export function ServiceIcon({ name }: { name: keyof typeof serviceIcons }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={serviceIcons[name]} />
      </svg>
    </span>
  );
}

const whyIcons = {
  completeNutrition: "M12 3a9 9 0 1 0 9 9M12 3v9h9a9 9 0 0 0-9-9z",
  betterAbsorption: "M12 3c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11z",
  costEffective: "M4 7h16v10H4zM12 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7 10v4M17 10v4",
} as const;

export function WhyIcon({ name }: { name: keyof typeof whyIcons }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-7 text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={whyIcons[name]} />
    </svg>
  );
}
