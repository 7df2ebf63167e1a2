import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage as renderSharedPage } from "../../../../tests/support/render-page.tsx";
import { controllableEventStream, jsonResponse, sseResponse } from "../../../../tests/support/responses.ts";
import type { ChatMessageDto, SentMessageDto } from "../../../shared/chat.ts";
import { chatErrorTexts, chatTexts } from "../../../shared/texts/chat.ts";
import { consentTexts } from "../../../shared/texts/account.ts";
import { offlineChatTexts } from "../../../shared/texts/offline-chat.ts";
import { safetyTexts } from "../../../shared/texts/safety.ts";
import { ChatPage } from "./chat-page.tsx";

// The chat screen against a stubbed API: what it shows, that it sends one message and nothing else, and
// that a refused message stays in the box with the spec's reaction.

const at = new Date().toISOString();
const conversation = { id: "c1", title: "What are good food sources of vitamin D?", createdAt: at, updatedAt: at };
const message = (fields: Partial<ChatMessageDto>): ChatMessageDto => ({
  id: "m1",
  role: "user",
  text: "",
  status: "completed",
  errorCode: null,
  engine: null,
  disclaimer: false,
  createdAt: at,
  ...fields,
});
const question = message({ id: "m1", text: conversation.title });
const reply = message({ id: "m2", role: "assistant", status: "generating", engine: "offline", disclaimer: true });
// An offline answer's shape: who it is for and what it lists (no heading), the list, one follow-up question.
const answerIntro = `${offlineChatTexts.forYou("vegetarian diet")}${offlineChatTexts.sourcesIntro("vitamin D")}`;
const followUp = offlineChatTexts.followUp("How much vitamin D do I need?");
const answer = `${answerIntro}\n\n- **Mushrooms** (1 cup): 24 µg\n\n${followUp}`;

let requests: { method: string; url: string; body: unknown }[] = [];
let postAnswer: () => Response;
let listAnswer: () => Response | Promise<Response>;
let streamAnswer: () => Response;
let detailAnswer: () => Response;
let consentAt: string | null;

beforeEach(() => {
  requests = [];
  consentAt = "2026-11-20T10:00:00.000Z";
  postAnswer = () => jsonResponse(201, { conversation, message: question, reply } satisfies SentMessageDto);
  listAnswer = () => jsonResponse(200, { conversations: [], engine: "offline" });
  streamAnswer = () =>
    sseResponse([
      { type: "snapshot", status: "generating", text: "", engine: "offline", errorCode: null },
      { type: "delta", text: answer },
      { type: "done", length: answer.length },
    ]);
  detailAnswer = () =>
    jsonResponse(200, { conversation, messages: [question, { ...reply, status: "completed", text: answer }] });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({
        method: init?.method ?? "GET",
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url === "/api/account/consent" && init?.method === "POST") {
        consentAt = at;
        return jsonResponse(200, { healthDataConsentAt: consentAt });
      }
      if (url === "/api/account/consent") return jsonResponse(200, { healthDataConsentAt: consentAt });
      if (url === "/api/chat/conversations" && init?.method === "POST") return postAnswer();
      if (url === "/api/chat/conversations") return listAnswer();
      if (url.endsWith("/stream")) return streamAnswer();
      if (url.endsWith("/retry")) return jsonResponse(202, { reply });
      if (url === "/api/chat/conversations/c1") return detailAnswer();
      return jsonResponse(404, { error: { code: "not_found", message: "Not found." } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () => renderSharedPage(<ChatPage />, "/nutritionist");
/** The screen-reader announcements (a polite live region), read as one text. */
const liveRegion = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]');

describe("the chat screen", () => {
  it("greets, offers the four suggested questions, and says the offline engine answers", async () => {
    renderPage();
    await waitFor(() => expect(screen.getByText(chatTexts.footerOffline)).toBeInTheDocument());
    expect(screen.getByRole("heading", { level: 1, name: chatTexts.title })).toBeInTheDocument();
    expect(screen.getByText(chatTexts.greeting)).toBeInTheDocument();
    const suggestions = within(screen.getByRole("group", { name: chatTexts.suggestionsLabel })).getAllByRole("button");
    expect(suggestions.map((button) => button.textContent)).toEqual(Object.values(chatTexts.suggestions));
    expect(screen.getByRole("textbox", { name: chatTexts.messageLabel })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: chatTexts.send })).toBeDisabled();
  });

  it("offers Stop as soon as a message is sent, and a Stop pressed then stops the reply once the server names it", async () => {
    let answerPost!: () => void;
    const posted = new Promise<void>((resolve) => (answerPost = resolve));
    postAnswer = () => jsonResponse(201, { conversation, message: question, reply } satisfies SentMessageDto);
    const slowPost = postAnswer;
    postAnswer = (() => posted.then(slowPost)) as unknown as () => Response;
    renderPage();
    await waitFor(() => expect(screen.getByText(chatTexts.footerOffline)).toBeInTheDocument());
    await userEvent.type(
      screen.getByRole("textbox", { name: chatTexts.messageLabel }),
      "Is oatmeal good for me?{Enter}",
    );
    const stop = await screen.findByRole("button", { name: chatTexts.stop });
    await userEvent.click(stop);
    await act(async () => answerPost());
    await waitFor(() =>
      expect(
        requests.some((request) => request.method === "POST" && request.url.endsWith(`/messages/${reply.id}/stop`)),
      ).toBe(true),
    );
  });

  it("says who answers only once the server has told: no footer while that is unknown", async () => {
    let answerList!: () => void;
    const listed = new Promise<void>((resolve) => (answerList = resolve));
    listAnswer = async () => {
      await listed;
      return jsonResponse(200, { conversations: [], engine: "model" });
    };
    renderPage();
    expect(await screen.findByRole("textbox", { name: chatTexts.messageLabel })).toBeInTheDocument();
    expect(screen.queryByText(chatTexts.footerModel)).not.toBeInTheDocument();
    expect(screen.queryByText(chatTexts.footerOffline)).not.toBeInTheDocument();
    answerList();
    expect(await screen.findByText(chatTexts.footerModel)).toBeInTheDocument();
    expect(screen.queryByText(chatTexts.footerOffline)).not.toBeInTheDocument();
  });

  it("tells screen readers when the answer starts and when it is complete, not each word", async () => {
    const stream = controllableEventStream();
    streamAnswer = () => stream.response();
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: chatTexts.suggestions.vitaminD }));
    await waitFor(() => expect(liveRegion()?.textContent).toBe(chatTexts.replyStarted));

    await act(async () => {
      stream.send(
        { type: "snapshot", status: "generating", text: "", engine: "offline", errorCode: null },
        { type: "delta", text: `${answerIntro}\n\n` },
      );
    });
    expect(await screen.findByText(answerIntro)).toBeInTheDocument();
    expect(liveRegion()?.textContent).toBe(chatTexts.replyStarted);

    await act(async () => {
      stream.send(
        { type: "delta", text: `- **Mushrooms** (1 cup): 24 µg\n\n${followUp}` },
        { type: "done", length: answer.length },
      );
      stream.close();
    });
    await waitFor(() => expect(liveRegion()?.textContent).toBe(chatTexts.replyComplete));
    expect(screen.getByText(safetyTexts.notMedicalAdvice)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: chatTexts.messageLabel })).toHaveFocus();
  });

  it("asks someone who has not agreed to storing health information first, and opens the chat once they agree", async () => {
    consentAt = null;
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: consentTexts.agree }));
    expect(await screen.findByText(consentTexts.required)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: chatTexts.messageLabel })).not.toBeInTheDocument();
    expect(screen.getByText(consentTexts.chatGateBody)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: consentTexts.label }));
    await userEvent.click(screen.getByRole("button", { name: consentTexts.agree }));
    expect(await screen.findByRole("textbox", { name: chatTexts.messageLabel })).toBeInTheDocument();
    expect(
      requests.filter((request) => request.url === "/api/chat/conversations" && request.method === "POST"),
    ).toEqual([]);
  });

  it("sends one message, never a history or a prompt, and shows the streamed answer with the not-medical-advice note", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: chatTexts.suggestions.vitaminD }));
    await waitFor(() => expect(screen.getByText(answerIntro)).toBeInTheDocument());
    // The list and the follow-up question render as Markdown: a list item with its food in bold, the question.
    expect(screen.getByText("Mushrooms").tagName).toBe("STRONG");
    expect(screen.getByText("“How much vitamin D do I need?”")).toBeInTheDocument();
    const post = requests.find((request) => request.method === "POST");
    expect(post).toEqual({
      method: "POST",
      url: "/api/chat/conversations",
      body: { message: chatTexts.suggestions.vitaminD },
    });
    await waitFor(() => expect(screen.getByText(safetyTexts.notMedicalAdvice)).toBeInTheDocument());
    expect(screen.getByRole("textbox", { name: chatTexts.messageLabel })).toHaveFocus();
  });

  it("keeps a refused message in the box, with a toast and the spec's rate_limit message", async () => {
    postAnswer = () =>
      jsonResponse(
        429,
        {
          error: {
            code: "rate_limited",
            message: "You can send 10 messages a minute. Please wait 30 seconds before trying again.",
          },
        },
        { "retry-after": "30" },
      );
    renderPage();
    const box = await screen.findByRole("textbox", { name: chatTexts.messageLabel });
    await userEvent.type(box, "Foods high in iron{Enter}");
    // The toast: the spec's rate_limit words, then the server's wait.
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText(chatErrorTexts.rate_limit)).toBeInTheDocument();
    expect(
      within(toast).getByText("You can send 10 messages a minute. Please wait 30 seconds before trying again."),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: chatTexts.messagesLabel })).getByText(chatErrorTexts.rate_limit),
    ).toBeInTheDocument();
    expect(box).toHaveValue("Foods high in iron");
  });

  it("after Retry, the failed answer is written again and focus is back in the message box", async () => {
    listAnswer = () => jsonResponse(200, { conversations: [conversation], engine: "model" });
    let failed = true;
    detailAnswer = () =>
      jsonResponse(200, {
        conversation,
        messages: [
          question,
          failed
            ? { ...reply, status: "failed", errorCode: "rate_limit" }
            : { ...reply, status: "completed", text: answer },
        ],
      });
    renderPage();
    const retry = await screen.findByRole("button", { name: chatTexts.retry });
    expect(screen.getByText(chatErrorTexts.rate_limit)).toBeInTheDocument();
    failed = false;
    await userEvent.click(retry);
    expect(await screen.findByText(answerIntro)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: chatTexts.retry })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith("/retry"))).toEqual([
      { method: "POST", url: "/api/chat/conversations/c1/messages/m2/retry", body: undefined },
    ]);
    expect(screen.getByRole("textbox", { name: chatTexts.messageLabel })).toHaveFocus();
  });
});
