// Texts of the nutrition chat (/nutritionist): the screen, its error reactions (spec section 8, word for
// word) and the server's messages about chat limits. The offline engine's sentences are in offline-chat.ts.

export const chatTexts = {
  title: "Nutrition Assistant Chat",
  greeting:
    "Hello! I'm your nutrition assistant. Ask me which whole foods give you a nutrient, how to replace a supplement with food, or what a food contains.",
  suggestionsLabel: "Suggested questions",
  suggestions: {
    vitaminD: "What are good food sources of vitamin D?",
    omega3: "How can I replace my omega-3 supplement with whole foods?",
    protein: "Is protein powder better than whole-food protein?",
    magnesium: "Which foods are high in magnesium?",
  },
  messageLabel: "Message",
  messagePlaceholder: "Ask about foods, nutrients or supplements...",
  messageHint: "Enter sends, Shift+Enter starts a new line.",
  send: "Send",
  stop: "Stop",
  retry: "Retry",
  typing: "Assistant is typing...",
  you: "You",
  assistant: "Assistant",
  messagesLabel: "Conversation",
  stopped: "Stopped: the answer was ended early.",
  replyFailed: "This answer could not be written.",
  replyStarted: "The assistant is answering.",
  replyComplete: "The answer is complete.",
  replyStoppedAnnouncement: "The answer was stopped.",
  footerModel: "Powered by an AI chat model. Answers are checked against FoodFirst's nutrient data, not a doctor.",
  footerOffline:
    "Answers come from FoodFirst's offline nutrition engine (no AI model is configured), using our nutrient data.",
  conversationsTitle: "Conversations",
  newConversation: "New conversation",
  noConversations: "No conversations yet. Your questions and answers are kept here.",
  delete: "Delete",
  deleteLabel: (title: string) => `Delete “${title}”`,
  deleted: "Conversation deleted.",
  deleteFailed: "The conversation could not be deleted. Please try again.",
  loadFailed: "Your conversations could not be loaded. Please try again.",
  loading: "Loading your conversations...",
  justNow: "just now",
  minutesAgo: (minutes: number) => `${minutes} min ago`,
  untitled: "New conversation",
  messageRequired: "Please type a message.",
  messageTooLong: (max: number) => `Messages can be at most ${max.toLocaleString("en-US")} characters.`,
  charactersLeft: (left: number) => `${left.toLocaleString("en-US")} characters left`,
} as const;

/**
 * Spec section 8, "UI reactions": each chat error shows a toast and adds an assistant message with these
 * words. A coded error outside the spec's three shows its own message (`codedErrors`); an error without a
 * code shows `uncoded`.
 */
export const chatErrorTexts = {
  invalid_api_key: "Configuration error. Please contact support.",
  rate_limit: "Too many requests. Please wait a moment before trying again.",
  network_error: "Network error. Please check your connection.",
  uncoded: "Sorry, I encountered an error. Please try again.",
} as const;

/** The messages of the other coded errors a reply can end with (the generation's and the provider's codes). */
export const chatCodedErrorTexts: Readonly<Record<string, string>> = {
  server_error: "The AI service had a server error. Please try again.",
  api_error: "The AI service returned an error. Please try again.",
  no_content: "The AI service sent an empty answer. Please try again.",
  timeout: "The AI service stopped responding. Please try again.",
  model_not_configured: "The chat model is not configured. Please contact support.",
  too_long: "The answer grew too long and was stopped. Please ask a shorter question.",
  interrupted: "The answer was interrupted. Please try again.",
};

/** The server's words for the chat's limits (429 with Retry-After, or 409 for the number of conversations). */
export const chatLimitTexts = {
  perMinute: (limit: number, seconds: number) =>
    `You can send ${limit} messages a minute. Please wait ${seconds} seconds before trying again.`,
  perDay: (limit: number, hours: number) =>
    `You have sent ${limit} messages today, the most for one day. You can send more in about ${hours} ${hours === 1 ? "hour" : "hours"}.`,
  tokens: (hours: number) =>
    `You have used today's allowance of AI answers. You can ask again in about ${hours} ${hours === 1 ? "hour" : "hours"}.`,
  // A count, not a rate: waiting does not help (409, no Retry-After), so it says what does.
  conversations: (limit: number) =>
    `You have ${limit} conversations, the most we keep. To start a new one, delete a conversation from your list.`,
  replyInProgress: "Please wait for the current answer to finish, or stop it, before sending another message.",
  notRetryable: "Only an answer that failed can be tried again.",
  conversationNotFound: "Conversation not found.",
  messageNotFound: "Message not found.",
} as const;
