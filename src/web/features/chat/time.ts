import { useEffect, useState } from "react";
import { chatTexts } from "../../../shared/texts/chat.ts";

/** How often relative time stamps ("just now", "2 min ago") are read again. */
export const timeLabelRefreshMs = 60_000;

/** The current time, renewed every minute while the caller is shown (one timer, stopped on unmount). */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), timeLabelRefreshMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A message's time stamp: "just now", "2 min ago" within the hour, else the clock time ("3:07 PM"). */
export function timeLabel(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  const minutes = Math.floor((now - at.getTime()) / 60_000);
  if (minutes < 1) return chatTexts.justNow;
  if (minutes < 60) return chatTexts.minutesAgo(minutes);
  const time = at.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
  const sameDay = new Date(now).toDateString() === at.toDateString();
  return sameDay ? time : `${at.toLocaleDateString("en-US", { month: "short", day: "numeric" })}, ${time}`;
}

/** A conversation's date in the list: "Nov 25". */
export const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
