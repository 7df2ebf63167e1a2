import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app.tsx";
import { InitialDataContext, initialDataOfDocument } from "./lib/initial-data.ts";
import { preloadPage } from "./routes.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// A page the server rendered for someone signed in (decision 030) carries its data: the app renders with it.
const initial = initialDataOfDocument();
const app = (
  <InitialDataContext value={initial}>
    <App router={BrowserRouter} />
  </InitialDataContext>
);
// A prerendered page (home, blog, articles, privacy: decision 011) or a signed-in page rendered on the server
// (decision 030) arrives as HTML and becomes the app in place, as a transition: the page is already readable, so
// hydrating yields to the browser in small slices instead of one long task. Any other path gets the empty shell
// and renders here. Either way the modules of a signed-in page start loading at once, side by side.
preloadPage(window.location.pathname);
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
