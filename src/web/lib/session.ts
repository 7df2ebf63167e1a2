import { api } from "./api.ts";
import { initialDataOfDocument, type InitialData } from "./initial-data.ts";

// Who is signed in, as a tiny store outside React (decisions 005 and 011). The session itself lives in
// an httpOnly cookie; this mirrors it. It is read once the first component subscribes, again whenever
// the tab becomes visible, and when another tab says it signed in or out (BroadcastChannel). Pages read
// it through useAuth (lib/auth.tsx); sign-in, sign-up and sign-out change it here. The server and the
// first render of a prerendered page see the neutral state (nobody known yet), so hydration matches; a page
// rendered per request for someone signed in (decision 030) starts with that person on both sides.

export interface User {
  id: string;
  email: string;
  name: string;
}

export interface SessionState {
  user: User | null;
  /** True until the first session check has answered. */
  loading: boolean;
  /**
   * The person signed out in this tab (Sign Out, signed out everywhere, account deleted), so a guarded
   * page they were on sends them home, not to sign in again.
   */
  signedOutHere: boolean;
}

/** What the server renders and the browser hydrates with: nobody known yet. */
export const neutralSession: SessionState = { user: null, loading: true, signedOutHere: false };

const initialSessions = new WeakMap<InitialData, SessionState>();

/**
 * What a page rendered on the server for someone signed in (decision 030) renders and hydrates with: that
 * person, already known. One object per page's data, so the store's first state in the browser is the very
 * snapshot the hydrating render used (nothing renders twice).
 */
export function initialSession(initial: InitialData | null): SessionState {
  if (!initial) return neutralSession;
  let session = initialSessions.get(initial);
  if (!session) {
    const { id, email, name } = initial.user;
    session = { user: { id, email, name }, loading: false, signedOutHere: false };
    initialSessions.set(initial, session);
  }
  return session;
}

const channelName = "foodfirst-auth";
const listeners = new Set<() => void>();
const userChangeListeners = new Set<() => void>();
// A page the server rendered for someone signed in starts with them (and checks the session again as any page does).
let state: SessionState = initialSession(initialDataOfDocument());
let started = false;
/** Whose data the app may hold: undefined until the first check answered (or the server's page said so). */
let knownUserId: string | null | undefined = state.user?.id;

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** A different person than before (not the first answer): cached data of the previous one must go. */
function noteUser(user: User | null): void {
  const id = user?.id ?? null;
  const changed = knownUserId !== undefined && knownUserId !== id;
  knownUserId = id;
  if (changed) for (const listener of userChangeListeners) listener();
}

/** Reads the session again; a failed read keeps the user it had: being offline is not a sign-out. */
export async function refreshSession(): Promise<void> {
  try {
    const session = await api<{ user: User } | null>("/api/auth/get-session");
    const user = session?.user ?? null;
    noteUser(user);
    if (user?.id !== state.user?.id || state.loading) setState({ ...state, user, loading: false });
  } catch {
    if (state.loading) setState({ ...state, loading: false });
  }
}

function start(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  void refreshSession();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void refreshSession();
  });
  if (typeof BroadcastChannel !== "undefined")
    new BroadcastChannel(channelName).addEventListener("message", () => void refreshSession());
}

/** The store's side of useSyncExternalStore. */
export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    start();
    return () => listeners.delete(listener);
  },
  getSnapshot: (): SessionState => state,
  getServerSnapshot: (): SessionState => neutralSession,
};

/** Called when the signed-in person changes to another one (the query layer drops every cached query then). */
export function onUserChange(listener: () => void): () => void {
  userChangeListeners.add(listener);
  return () => userChangeListeners.delete(listener);
}

/** The person changed in this tab: remember it, and tell the other tabs to read the session again. */
export function changeUser(user: User | null): void {
  noteUser(user);
  setState({ user, loading: false, signedOutHere: user === null });
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage("changed");
  channel.close();
}

export async function signIn(email: string, password: string): Promise<void> {
  const result = await api<{ user: User }>("/api/auth/sign-in/email", { method: "POST", body: { email, password } });
  changeUser(result.user);
}

/** What sign-up sends besides the email and password: the consent tick box and where the emailed link continues to. */
export interface SignUpOptions {
  healthDataConsent: boolean;
  callbackURL: string;
}

/**
 * Creates the account; nobody is signed in until the emailed link is opened (decision 024), and the answer is
 * the same whether or not the address already had an account.
 */
export async function signUp(email: string, password: string, options: SignUpOptions): Promise<void> {
  await api("/api/auth/sign-up/email", { method: "POST", body: { email, password, name: "", ...options } });
}

/** Sends the sign-up confirmation link again (answered alike for any address). */
export async function resendConfirmation(email: string, callbackURL: string): Promise<void> {
  await api("/api/auth/send-verification-email", { method: "POST", body: { email, callbackURL } });
}

export async function signOut(): Promise<void> {
  await api("/api/auth/sign-out", { method: "POST", body: {} });
  changeUser(null);
}
