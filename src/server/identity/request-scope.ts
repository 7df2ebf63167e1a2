import { AsyncLocalStorage } from "node:async_hooks";

/**
 * One request to the auth library, as our route forwards it: which endpoint, and what the library's hooks
 * learn on the way (whose password was reset), for the hooks and the route to share without a global.
 */
export interface AuthRequestScope {
  endpoint: string;
  /** Set by the reset hook: the email of the account whose password this request reset. */
  passwordResetFor?: string;
  /** Sign-up: false when the address has had its emails for the hour (the answer stays the same, no email goes). */
  mailAllowed?: boolean;
  /** Sign-up: the person ticked the agreement to storing health-related answers (stored with the new account). */
  healthDataConsent?: boolean;
}

export const authRequestScope = new AsyncLocalStorage<AuthRequestScope>();
