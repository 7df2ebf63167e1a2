import { StrictMode, type ReactNode } from "react";
import { ToastProvider } from "./components/toasts.tsx";
import { AppRoutes } from "./routes.tsx";

/**
 * The whole app inside a router: BrowserRouter in the browser (main.tsx), StaticRouter when a page is
 * prerendered at build (entry-server.tsx). Both render this same tree, so a prerendered page hydrates.
 */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <ToastProvider>
        <Router>
          <AppRoutes />
        </Router>
      </ToastProvider>
    </StrictMode>
  );
}
