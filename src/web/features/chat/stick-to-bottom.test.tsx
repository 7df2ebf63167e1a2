import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessageDto } from "../../../shared/chat.ts";
import { chatTexts } from "../../../shared/texts/chat.ts";
import { MessageList } from "./message-list.tsx";

// While a reply is written the conversation follows it, but only the list scrolls (never the page, which
// would move the Stop button from under the person's finger), and not once they scrolled up to read.

const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  cleanup();
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.restoreAllMocks();
});

const at = "2026-11-27T15:00:00Z";
const message = (
  id: string,
  role: "user" | "assistant",
  text: string,
  status: ChatMessageDto["status"] = "completed",
): ChatMessageDto => ({
  id,
  role,
  text,
  status,
  errorCode: null,
  engine: null,
  disclaimer: false,
  createdAt: at,
});

function view(messages: ChatMessageDto[]) {
  return (
    <MessageList
      messages={messages}
      notes={[]}
      greetingAt={at}
      typing={false}
      busy={false}
      retrying={false}
      onRetry={() => {}}
    />
  );
}

/** jsdom has no layout: give the list a height, a content height that grows with its text, and a scroll position. */
function withLayout(list: HTMLElement, clientHeight = 500) {
  let scrollTop = 0;
  Object.defineProperty(list, "clientHeight", { configurable: true, get: () => clientHeight });
  Object.defineProperty(list, "scrollHeight", {
    configurable: true,
    get: () => Math.max(clientHeight, (list.textContent ?? "").length),
  });
  Object.defineProperty(list, "scrollTop", {
    configurable: true,
    get: () => scrollTop,
    set: (value: number) => {
      scrollTop = Math.min(value, Math.max(clientHeight, (list.textContent ?? "").length) - clientHeight);
    },
  });
  return list;
}

const bottomOf = (list: HTMLElement) => list.scrollHeight - list.clientHeight;

describe("the conversation follows a reply being written", () => {
  it("keeps the end in view while the person is there, scrolling the list and never the page", () => {
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    const pageScroll = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const question = message("q", "user", "Tell me about fibre");
    const { rerender } = render(view([question, message("r", "assistant", "Start.", "generating")]));
    const list = withLayout(screen.getByRole("list", { name: chatTexts.messagesLabel }));
    rerender(view([question, message("r", "assistant", `Start. ${"word ".repeat(200)}`, "generating")]));
    expect(list.scrollTop).toBe(bottomOf(list));
    expect(list.scrollTop).toBeGreaterThan(0);
    rerender(view([question, message("r", "assistant", `Start. ${"word ".repeat(400)}`, "generating")]));
    expect(list.scrollTop).toBe(bottomOf(list));
    expect(intoView).not.toHaveBeenCalled();
    expect(pageScroll).not.toHaveBeenCalled();
  });

  it("stays where the person scrolled up to, until a new message arrives", () => {
    const question = message("q", "user", "Tell me about fibre");
    const { rerender } = render(
      view([question, message("r", "assistant", `Start. ${"word ".repeat(200)}`, "generating")]),
    );
    const list = withLayout(screen.getByRole("list", { name: chatTexts.messagesLabel }));
    rerender(view([question, message("r", "assistant", `Start. ${"word ".repeat(300)}`, "generating")]));
    list.scrollTop = 100;
    fireEvent.scroll(list);
    rerender(view([question, message("r", "assistant", `Start. ${"word ".repeat(600)}`, "generating")]));
    expect(list.scrollTop).toBe(100);

    const reply = message("r", "assistant", `Start. ${"word ".repeat(600)}`);
    rerender(view([question, reply, message("q2", "user", "And oats?")]));
    expect(list.scrollTop).toBe(bottomOf(list));
  });
});
