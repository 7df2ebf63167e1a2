/** Newsletter block (spec section 8). */
export const newsletterTexts = {
  title: "Stay in the loop",
  body: "Seasonal recipes and food-first nutrition tips, about twice a month. Unsubscribe any time.",
  emailLabel: "Email address",
  placeholder: "you@example.com",
  submit: "Subscribe",
  submitting: "Subscribing...",
  success: "Successfully subscribed to our newsletter!",
  duplicate: "You're already subscribed!",
  failure: "Failed to subscribe. Please try again.",
  invalidEmail: "Please enter a valid email address.",
} as const;

/**
 * The unsubscribe page and the one-click answer. A bad link and a second use get the same words,
 * so nobody learns from them whether an address is subscribed.
 */
export const unsubscribeTexts = {
  title: "Unsubscribe from the newsletter",
  intro: "Press the button to stop receiving the FoodFirst newsletter at the address this link was sent to.",
  button: "Unsubscribe",
  busy: "Unsubscribing...",
  done: "You have been unsubscribed",
  doneDetail: "You will get no more newsletter emails at this address. You can subscribe again at any time.",
  unchanged: "Nothing was changed",
  unchangedDetail:
    "This unsubscribe link is not valid or has already been used, so nothing was changed. If newsletters still reach you, use the link in the latest one.",
  failure: "Something went wrong. Please try again.",
  backHome: "Back to Home",
} as const;

/** A newsletter email: the article's summary and link, then the one-click unsubscribe link. */
export const newsletterEmailTexts = {
  subject: (title: string) => `FoodFirst: ${title}`,
  readMore: "Read the article:",
  why: (email: string) => `You receive this email because ${email} subscribed to the FoodFirst newsletter.`,
  unsubscribe: "Unsubscribe with one click:",
} as const;

/** What `npm run newsletter:send` prints. */
export const newsletterSendTexts = {
  usage: "Usage: npm run newsletter:send -- <article slug>",
  notRunning: (url: string) =>
    `No FoodFirst server answers at ${url}. Start it (npm start) with the same environment, then run this again.`,
  noToken: (file: string) => `Cannot read ${file}: start the server (npm start) with the same DATA_DIR first, and run this as the same user.`,
  refused: (status: number, message: string) => `The server refused the request (${status}): ${message}`,
  start: (title: string, total: number) => `Sending "${title}" to ${total} active subscriber${total === 1 ? "" : "s"}`,
  progress: (done: number, total: number, outcome: string, email: string) => `[${done}/${total}] ${outcome.padEnd(7)} ${email}`,
  stopped: (remaining: number) => `The server is stopping: ${remaining} not sent. Run this again once it is back.`,
  report: (sent: number, skipped: number, failed: number) => `Done: ${sent} sent, ${skipped} skipped (already sent or no longer subscribed), ${failed} failed.`,
  retryHint: "Run the same command again to retry the failed ones: nobody gets the article twice.",
  unknownArticle: (slug: string) => `No article with the slug "${slug}".`,
  cutOff: "The server stopped answering before the end. Run this again: those already sent are skipped.",
} as const;
