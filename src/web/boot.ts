import "./styles.css";

// The page's first script (decision 011). A prerendered page is readable as it arrives, so the app's
// code is fetched only once it has painted: the download and the hydration never delay the first
// paint, and the page becomes the app a moment later. The styles stay a render-blocking <link>.
let started = false;
function start() {
  if (started) return;
  started = true;
  // React DOM (its own file: vite.config.ts) is evaluated first, then the app a task later: on a phone's CPU one
  // task for both blocked the readable page for a quarter of a second (decision 034).
  void import("react-dom/client")
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import("./main.tsx"));
}

const prerendered = document.getElementById("root")?.hasChildNodes() ?? false;
if (!prerendered) {
  // The app's shell has nothing to paint before the app itself: the app and React DOM load together.
  started = true;
  void import("./main.tsx");
} else if (PerformanceObserver.supportedEntryTypes.includes("paint")) {
  // The Paint Timing API reports the first contentful paint once that frame is on screen, so the
  // download starts after it for certain (an animation frame can run before the frame is shown).
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
// A tab opened in the background does not paint until it is shown: the app loads anyway.
setTimeout(start, 1000);
