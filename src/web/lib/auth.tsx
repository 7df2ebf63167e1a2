import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
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
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Reads the session again (e.g. after another tab signed in or out). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
const channelName = "foodfirst-auth";

async function fetchSession(): Promise<User | null> {
  const session = await api<{ user: User } | null>("/api/auth/get-session");
  return session?.user ?? null;
}

/**
 * Session state for the whole app. The session itself lives in an httpOnly cookie; this only
 * mirrors who is signed in. Other tabs hear of a sign-in or sign-out over a BroadcastChannel and
 * re-read the session, and every tab re-reads it when it becomes visible again.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    try {
      setUser(await fetchSession());
    } catch {
      // Keep what we knew: a failed check (offline) is not a sign-out.
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    // Synchronising with the server's session is what this effect is for.
    // oxlint-disable-next-line react/set-state-in-effect
    void refresh();
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(channelName);
    channel?.addEventListener("message", () => void refresh());
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      channel?.close();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  const value = useMemo<AuthState>(() => {
    const announce = () => {
      if (typeof BroadcastChannel === "undefined") return;
      const channel = new BroadcastChannel(channelName);
      channel.postMessage("changed");
      channel.close();
    };
    return {
      user,
      loading,
      refresh,
      async signIn(email, password) {
        const result = await api<{ user: User }>("/api/auth/sign-in/email", { method: "POST", body: { email, password } });
        setUser(result.user);
        announce();
      },
      async signUp(email, password) {
        const result = await api<{ user: User }>("/api/auth/sign-up/email", { method: "POST", body: { email, password, name: "" } });
        setUser(result.user);
        announce();
      },
      async signOut() {
        await api("/api/auth/sign-out", { method: "POST", body: {} });
        setUser(null);
        announce();
      },
    };
  }, [user, loading, refresh]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth state; using it outside <AuthProvider> is a programming error (spec section 8). */
export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error("useAuth must be used within an AuthProvider");
  return state;
}
