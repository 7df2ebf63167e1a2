import "./styles.css";

// The page's first script (decision 011). A prerendered page is readable as it arrives, so the app's
// code is fetched only once it has painted: the download and the hydration never delay the first
// paint, and the page becomes the app a moment later. The styles stay a render-blocking <link>.
let started = false;
function start() {
  if (started) return;
  started = true;
  void import("./main.tsx");
}
// After the next frame has painted; a tab opened in the background paints later, so a timer stands in.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
