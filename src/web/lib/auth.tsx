import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { api } from "./api.ts";

export interface User {
  id: string;
  email: string;
  name: string;
}

interface AuthState {
  user: User | null;
  /** True until the first session check has answered. */
  loading: boolean;
  /**
   * The person signed out in this tab (Sign Out, signed out everywhere, account deleted), so a guarded
   * page they were on sends them home, not to sign in again.
   */
  signedOutHere: boolean;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** The server already ended the session (account deleted, signed out everywhere): forget the user here and in other tabs. */
  signedOut(): void;
  /** Reads the session again (e.g. after another tab signed in or out). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
const channelName = "foodfirst-auth";

/** The session's query key: the one query that is not the signed-in user's data. */
export const sessionKey = ["session"] as const;

async function fetchSession(signal?: AbortSignal): Promise<User | null> {
  const session = await api<{ user: User } | null>("/api/auth/get-session", { signal });
  return session?.user ?? null;
}

/**
 * Always stale, so it is read again whenever the tab becomes visible (the query client's focus
 * refetch); a failed read keeps the user it had: being offline is not a sign-out.
 */
const sessionQueryOptions = queryOptions({ queryKey: sessionKey, queryFn: ({ signal }) => fetchSession(signal), staleTime: 0 });

/** Another person's data must never show: everything but the session is dropped (active queries read again). */
function forgetUserData(queryClient: QueryClient) {
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
}

/**
 * Session state for the whole app. The session itself lives in an httpOnly cookie; this only
 * mirrors who is signed in, as the session query. Other tabs hear of a sign-in or sign-out over a
 * BroadcastChannel and re-read the session, and every tab re-reads it when it becomes visible again.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions);
  const user = session.data ?? null;
  const loading = session.isPending;

  // Whose data the cache holds: undefined until the first check answered.
  const cachedFor = useRef<string | null | undefined>(undefined);
  const adopt = useCallback(
    (next: User | null) => {
      const id = next?.id ?? null;
      if (cachedFor.current !== undefined && cachedFor.current !== id) forgetUserData(queryClient);
      cachedFor.current = id;
    },
    [queryClient],
  );
  // A change noticed by a re-read (another tab, an expired session).
  useEffect(() => {
    if (session.data !== undefined) adopt(session.data);
  }, [session.data, adopt]);

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: sessionKey });
  }, [queryClient]);

  useEffect(() => {
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(channelName);
    channel?.addEventListener("message", () => void refresh());
    return () => channel?.close();
  }, [refresh]);

  const [signedOutHere, setSignedOutHere] = useState(false);

  const value = useMemo<AuthState>(() => {
    const changeUser = (next: User | null) => {
      setSignedOutHere(next === null);
      adopt(next);
      queryClient.setQueryData(sessionKey, next);
      if (typeof BroadcastChannel === "undefined") return;
      const channel = new BroadcastChannel(channelName);
      channel.postMessage("changed");
      channel.close();
    };
    return {
      user,
      loading,
      signedOutHere: signedOutHere && !user,
      refresh,
      async signIn(email, password) {
        const result = await api<{ user: User }>("/api/auth/sign-in/email", { method: "POST", body: { email, password } });
        changeUser(result.user);
      },
      async signUp(email, password) {
        const result = await api<{ user: User }>("/api/auth/sign-up/email", { method: "POST", body: { email, password, name: "" } });
        changeUser(result.user);
      },
      async signOut() {
        await api("/api/auth/sign-out", { method: "POST", body: {} });
        changeUser(null);
      },
      signedOut() {
        changeUser(null);
      },
    };
  }, [user, loading, signedOutHere, refresh, adopt, queryClient]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth state; using it outside <AuthProvider> is a programming error (spec section 8). */
export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error("useAuth must be used within an AuthProvider");
  return state;
}
