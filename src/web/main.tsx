import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { ToastProvider } from "./components/Toasts.tsx";
import { AuthProvider } from "./lib/auth.tsx";
import { createRouter } from "./router.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <AuthProvider>
      <ToastProvider>
        <RouterProvider router={createRouter()} />
      </ToastProvider>
    </AuthProvider>
  </StrictMode>,
);
