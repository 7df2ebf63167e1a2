import { mutationOptions, useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/account/sign-out-everywhere: every session ends, this one too. */
export function signOutEverywhere(): Promise<{ status: "signed_out" }> {
  return api("/api/account/sign-out-everywhere", { method: "POST" });
}

/** The caller then forgets the user (useAuth().signedOut), which drops every cached query. */
export const signOutEverywhereOptions = () => mutationOptions({ mutationFn: signOutEverywhere });

export const useSignOutEverywhere = () => useMutation(signOutEverywhereOptions());
