// Hours of sleep by age (CDC, "About Sleep": the American Academy of Sleep Medicine and National Sleep Foundation bands
// as CDC gives them), shared so every screen says the same hours from one function: the written assessment and the
// dashboard (the server's policy, policy.forPerson(person).sleepHours()) and the results page's short actions (the
// browser). Each row names its source. Ages in years (fractions for months); the first row holding the age is used.

export interface SleepHoursRow {
  id: string;
  fromYears: number;
  toYears: number;
  /** As said to the person: "9-12 hours", "7 or more hours". */
  hours: string;
  source: { label: string; url: string };
  note: string;
}

const CDC = {
  label: "CDC: About Sleep (How Much Sleep Do I Need?)",
  url: "https://www.cdc.gov/sleep/about/index.html",
};

export const SLEEP_HOURS: readonly SleepHoursRow[] = [
  {
    id: "sleep-0-3-months",
    fromYears: 0,
    toYears: 0.25,
    hours: "14-17 hours a day",
    source: CDC,
    note: "Newborn, 0-3 months: 14-17 hours (National Sleep Foundation, as CDC gives it). Rows are read in order; the first whose ages hold the person's is used.",
  },
  {
    id: "sleep-4-12-months",
    fromYears: 0.25,
    toYears: 1,
    hours: "12-16 hours a day including naps",
    source: CDC,
    note: "Infant, 4-12 months: 12-16 hours per 24 hours including naps (American Academy of Sleep Medicine, as CDC gives it).",
  },
  {
    id: "sleep-1-2-years",
    fromYears: 1,
    toYears: 2,
    hours: "11-14 hours a day including naps",
    source: CDC,
    note: "Toddler, 1-2 years: 11-14 hours per 24 hours including naps (AASM, as CDC gives it).",
  },
  {
    id: "sleep-3-5-years",
    fromYears: 3,
    toYears: 5,
    hours: "10-13 hours a day including naps",
    source: CDC,
    note: "Preschool, 3-5 years: 10-13 hours per 24 hours including naps (AASM, as CDC gives it).",
  },
  {
    id: "sleep-6-12-years",
    fromYears: 6,
    toYears: 12,
    hours: "9-12 hours",
    source: CDC,
    note: "School age, 6-12 years: 9-12 hours per 24 hours (AASM, as CDC gives it).",
  },
  {
    id: "sleep-13-17-years",
    fromYears: 13,
    toYears: 17,
    hours: "8-10 hours",
    source: CDC,
    note: "Teen, 13-18 years: 8-10 hours per 24 hours (AASM, as CDC gives it); 18 is read as an adult, CDC's adult band starting at 18.",
  },
  {
    id: "sleep-18-60-years",
    fromYears: 18,
    toYears: 60,
    hours: "7 or more hours",
    source: CDC,
    note: "Adult, 18-60 years: 7 or more hours per night (AASM and Sleep Research Society, as CDC gives it). Also used when the age is unknown.",
  },
  {
    id: "sleep-61-64-years",
    fromYears: 61,
    toYears: 64,
    hours: "7-9 hours",
    source: CDC,
    note: "61-64 years: 7-9 hours (National Sleep Foundation, as CDC gives it).",
  },
  {
    id: "sleep-65-plus",
    fromYears: 65,
    toYears: 200,
    hours: "7-8 hours",
    source: CDC,
    note: "65 years and older: 7-8 hours (National Sleep Foundation, as CDC gives it).",
  },
];

/** The adult band (18-60), where the spec's own words ("7 to 9 hours for most adults") stand. */
export const ADULT_SLEEP_ROW = "sleep-18-60-years";

/** The row for an age in years (the youngest the person can be); the adult band when the age is unknown. */
export function sleepHoursForAge(age: number | null | undefined): SleepHoursRow | null {
  const years = age ?? 18;
  return SLEEP_HOURS.find((row) => years >= row.fromYears && years <= row.toYears) ?? null;
}

/** The youngest age a year of birth allows at a date (as the policy reads it), or null without one. */
export function youngestAge(yearOfBirth: number | null | undefined, at: Date): number | null {
  if (typeof yearOfBirth !== "number" || !Number.isInteger(yearOfBirth)) return null;
  const oldest = at.getFullYear() - yearOfBirth;
  return oldest < 0 ? null : Math.max(0, oldest - 1);
}
