import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessageDto } from "../../../shared/chat.ts";
import { chatTexts } from "../../../shared/texts/chat.ts";
import { MessageList } from "./message-list.tsx";
import { timeLabelRefreshMs } from "./time.ts";

// The conversation's time stamps move on while the screen stays open: "just now", then "1 min ago".

const start = new Date("2026-11-27T15:00:00Z");
const question = (id: string, text: string): ChatMessageDto => ({
  id,
  role: "user",
  text,
  status: "completed",
  errorCode: null,
  engine: null,
  disclaimer: false,
  createdAt: start.toISOString(),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(start);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderList = () =>
  render(
    <MessageList
      messages={[question("m1", "Foods high in iron?"), question("m2", "And zinc?")]}
      notes={[]}
      greetingAt={start.toISOString()}
      typing={false}
      busy={false}
      retrying={false}
      onRetry={() => {}}
    />,
  );

const stamps = () =>
  within(screen.getByRole("list", { name: chatTexts.messagesLabel }))
    .getAllByText(/just now|min ago|[AP]M$/)
    .map((stamp) => stamp.textContent);

describe("the conversation's time stamps", () => {
  it("read again every minute, with one timer for the list that stops when it goes", () => {
    const { unmount } = renderList();
    expect(stamps()).toEqual(["just now", "just now", "just now"]);
    expect(vi.getTimerCount()).toBe(1);

    act(() => vi.advanceTimersByTime(timeLabelRefreshMs));
    expect(stamps()).toEqual(["1 min ago", "1 min ago", "1 min ago"]);
    act(() => vi.advanceTimersByTime(timeLabelRefreshMs));
    expect(stamps()).toEqual(["2 min ago", "2 min ago", "2 min ago"]);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
