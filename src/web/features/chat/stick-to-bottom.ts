import { useCallback, useLayoutEffect, useRef, type RefObject } from "react";

/** How close to the end (in px) still counts as reading the end: a line of text. */
export const stickThresholdPx = 48;

/**
 * Keeps a scrolling list at its end while it grows (a reply being written), but only while the person is
 * there: once they scroll up to read, new text no longer pulls them down. A new message (one they sent,
 * or a reply starting) always brings the end into view. Only the list scrolls, never the page, so the
 * Stop button stays where the person is about to tap it.
 */
export function useStickToBottom<T extends HTMLElement>(
  count: number,
  growth: unknown,
): { ref: RefObject<T | null>; onScroll: () => void } {
  const ref = useRef<T>(null);
  const atEnd = useRef(true);
  const onScroll = useCallback(() => {
    const list = ref.current;
    if (list) atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight <= stickThresholdPx;
  }, []);
  const scrollToEnd = () => {
    const list = ref.current;
    if (!list) return;
    list.scrollTop = list.scrollHeight;
    atEnd.current = true;
  };
  useLayoutEffect(scrollToEnd, [count]);
  useLayoutEffect(() => {
    if (atEnd.current) scrollToEnd();
  }, [growth]);
  return { ref, onScroll };
}
