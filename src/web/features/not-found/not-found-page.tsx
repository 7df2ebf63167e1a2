import { NotFound } from "../../components/not-found.tsx";

/** Any path the app does not know (spec section 2). */
export function NotFoundPage() {
  return <NotFound />;
}
