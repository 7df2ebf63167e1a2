import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while a prerendered page is still only HTML (the server's render and the first render that
 * hydrates it), true once it is the app; always true for a page rendered in the browser. Controls
 * that do nothing without the app (a form sent by script, the menu toggle) stay disabled until then,
 * so nothing typed or pressed before the app has loaded is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
