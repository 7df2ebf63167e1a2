// Query keys of the assessments resource, in one place for every feature that reads or changes it
// (the wizard, the results page, the dashboard). Invalidating `all` reaches every one.
const all = ["assessments"] as const;

export const assessmentKeys = {
  all,
  /** Lists of the user's assessments (the dashboard's). */
  lists: () => [...all, "list"] as const,
  /**
   * The dashboard's summary of every assessment: under `lists()`, so whatever makes a list stale (submit, save,
   * retry, a finished text) makes it stale too.
   */
  dashboard: () => [...all, "list", "dashboard"] as const,
  /** The weekly plan's Markdown, from the latest completed assessment (stale with the lists). */
  weeklyPlan: () => [...all, "list", "weekly-plan"] as const,
  /** One assessment by id, with its text. */
  detail: (id: string) => [...all, "detail", id] as const,
  /** The wizard's draft on the server. */
  draft: () => [...all, "draft"] as const,
  /**
   * What another feature computes on the server from the latest assessment (the lookup's diet
   * profile, the dashboard's summary): invalidated whenever a new assessment is submitted.
   */
  derived: (name: string) => [...all, "derived", name] as const,
  /** Every derived query at once. */
  allDerived: () => [...all, "derived"] as const,
};
