import { useNavigate } from "react-router";
import { useToast } from "../../components/Toasts.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { paths } from "../../paths.ts";

/**
 * After the server ended the session (signed out everywhere, account deleted): go home first, then
 * forget the user. In the other order the account page's guard would see no user, remember
 * /account and send the person to /login.
 */
export function useLeaveSignedOut() {
  const navigate = useNavigate();
  const { signedOut } = useAuth();
  const toast = useToast();
  return async (message: string) => {
    await navigate(paths.home);
    signedOut();
    toast.success(message);
  };
}
