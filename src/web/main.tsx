import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const app = <App router={BrowserRouter} />;
// A prerendered page (home, blog, articles, privacy: decision 011) arrives as HTML and becomes the app
// in place; any other path gets the empty shell and renders here.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
