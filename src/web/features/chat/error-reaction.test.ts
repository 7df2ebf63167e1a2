import { describe, expect, it } from "vitest";
import { chatErrorTexts } from "../../../shared/texts/chat.ts";
import { ApiError } from "../../lib/api.ts";
import { reactionToCode, reactionToError } from "./error-reaction.ts";

// Spec section 8's chat reactions: the spec's words for three codes, another coded error its message,
// an error without a code the apology.

describe("the chat's error reactions", () => {
  it("maps a reply's error code", () => {
    expect(reactionToCode("invalid_api_key").message).toBe("Configuration error. Please contact support.");
    expect(reactionToCode("rate_limit").message).toBe("Too many requests. Please wait a moment before trying again.");
    expect(reactionToCode("network_error").message).toBe("Network error. Please check your connection.");
    expect(reactionToCode("timeout").message).toBe("The AI service stopped responding. Please try again.");
    expect(reactionToCode("unexpected").message).toBe("Sorry, I encountered an error. Please try again.");
    expect(reactionToCode(null).message).toBe(chatErrorTexts.uncoded);
    expect(reactionToCode("something_new").message).toBe(chatErrorTexts.uncoded);
  });

  it("maps a failed request", () => {
    expect(reactionToError(new TypeError("Failed to fetch"))).toEqual({ message: chatErrorTexts.network_error });
    // Our own limits: the spec's rate_limit words, with the server's wait as the toast's second line.
    const limited = reactionToError(
      new ApiError(
        429,
        "rate_limited",
        "You can send 10 messages a minute. Please wait 30 seconds before trying again.",
        undefined,
        30,
      ),
    );
    expect(limited).toEqual({
      message: "Too many requests. Please wait a moment before trying again.",
      detail: "You can send 10 messages a minute. Please wait 30 seconds before trying again.",
    });
    expect(reactionToError(new ApiError(429, "rate_limited", ""))).toEqual({ message: chatErrorTexts.rate_limit });
    expect(
      reactionToError(
        new ApiError(
          409,
          "chat_limit",
          "You have 3 conversations, the most we keep. To start a new one, delete a conversation from your list.",
        ),
      ).message,
    ).toMatch(/delete a conversation/);
    expect(
      reactionToError(new ApiError(400, "invalid_input", "Messages can be at most 2,000 characters.")).message,
    ).toBe("Messages can be at most 2,000 characters.");
    expect(reactionToError(new ApiError(500, "http_error", "An error occurred. Please try again")).message).toBe(
      chatErrorTexts.uncoded,
    );
    expect(reactionToError(new Error("boom")).message).toBe(chatErrorTexts.uncoded);
  });
});
