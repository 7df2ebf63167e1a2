import { useCallback, useSyncExternalStore } from "react";
import { useInitialData } from "./initial-data.ts";
import {
  changeUser,
  initialSession,
  refreshSession,
  resendConfirmation,
  sessionStore,
  signIn,
  signOut,
  signUp,
  type SessionState,
  type SignUpOptions,
} from "./session.ts";

export type { User } from "./session.ts";

interface AuthState extends SessionState {
  signIn(email: string, password: string): Promise<void>;
  /** Creates the account; the emailed link signs the person in (decision 024). */
  signUp(email: string, password: string, options: SignUpOptions): Promise<void>;
  resendConfirmation(email: string, callbackURL: string): Promise<void>;
  signOut(): Promise<void>;
  /** The server already ended the session (account deleted, signed out everywhere): forget the user here and in other tabs. */
  signedOut(): void;
  /** Reads the session again (e.g. after another tab signed in or out). */
  refresh(): Promise<void>;
}

const actions = {
  signIn,
  signUp,
  resendConfirmation,
  signOut,
  signedOut: () => changeUser(null),
  refresh: refreshSession,
};

/**
 * Who is signed in, and the operations that change it: the one way every page reads the session
 * (lib/session.ts holds it). A prerendered page's first render sees nobody yet, as the server did.
 */
export function useAuth(): AuthState {
  // A page rendered on the server for someone signed in renders (and hydrates) with that person (decision 030).
  const initial = useInitialData();
  const serverSnapshot = useCallback(() => initialSession(initial), [initial]);
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, serverSnapshot);
  return { ...session, signedOutHere: session.signedOutHere && !session.user, ...actions };
}
