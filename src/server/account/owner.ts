import type { AccountLimits } from "../identity/account-limits.ts";

/** Whose data, as export and deletion see the signed-in person. */
export interface Owner {
  id: string;
  email: string;
  /**
   * What rate-limit counters are keyed on for this person (`<rule>:<subject>`): the user id (per-person
   * limits such as assessment-generate) and the per-account limits' HMAC of the email.
   */
  rateLimitSubjects: readonly string[];
}

export function ownerOf(user: { id: string; email: string }, accountLimits: Pick<AccountLimits, "subjectOf">): Owner {
  return { id: user.id, email: user.email, rateLimitSubjects: [user.id, accountLimits.subjectOf(user.email)] };
}
