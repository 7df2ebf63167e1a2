import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app.tsx";
import { preloadPage } from "./routes.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const app = <App router={BrowserRouter} />;
// A prerendered page (home, blog, articles, privacy: decision 011) arrives as HTML and becomes the app
// in place, as a transition: the page is already readable, so hydrating yields to the browser in
// small slices instead of one long task. Any other path gets the empty shell and renders here.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else {
  preloadPage(window.location.pathname);
  createRoot(root).render(app);
}
