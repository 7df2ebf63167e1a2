import { useNavigate } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { paths } from "../../paths.ts";

/**
 * After the server ended the session (signed out everywhere, account deleted): forget the user here
 * and in other tabs, and go home (the page's guard sends a person who signed out here home too,
 * whichever happens first).
 */
export function useLeaveSignedOut() {
  const navigate = useNavigate();
  const { signedOut } = useAuth();
  const toast = useToast();
  return async (message: string) => {
    signedOut();
    toast.success(message);
    await navigate(paths.home, { replace: true });
  };
}
