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
  usage: [
    "Usage: npm run newsletter:send -- <article slug> [--resend-in-doubt]",
    "",
    "Sends the article's summary and link to every active subscriber who has not had it yet.",
    "",
    '  --resend-in-doubt  Also send to the subscribers "in doubt": a previous run stopped while sending to them,',
    "                     so the email may or may not have reached them. Without this option they are not resent",
    "                     (nobody gets an article twice); with it, some of them may get it twice.",
  ].join("\n"),
  notRunning: (url: string) =>
    `No FoodFirst server answers at ${url}. Start it (npm start) with the same environment, then run this again.`,
  noToken: (file: string) =>
    `Cannot read ${file}: start the server (npm start) with the same DATA_DIR first, and run this as the same user.`,
  refused: (status: number, message: string) => `The server refused the request (${status}): ${message}`,
  start: (title: string, total: number) => `Sending "${title}" to ${total} active subscriber${total === 1 ? "" : "s"}`,
  /** How the progress lines name each outcome (NewsletterSendOutcome). */
  outcomes: { sent: "sent", skipped: "skipped", inDoubt: "in doubt", failed: "failed" },
  progress: (done: number, total: number, outcome: string, email: string) =>
    `[${done}/${total}] ${outcome.padEnd(8)} ${email}`,
  stopped: (remaining: number) => `The server is stopping: ${remaining} not sent. Run this again once it is back.`,
  report: (sent: number, skipped: number, failed: number) =>
    `Done: ${sent} sent, ${skipped} skipped (already sent or no longer subscribed), ${failed} failed.`,
  inDoubt: (count: number, slug: string) =>
    `${count} in doubt: a previous run stopped while sending to them; not resent. ` +
    `To send to them anyway (the email may reach them twice), run: npm run newsletter:send -- ${slug} --resend-in-doubt`,
  retryHint: "Run the same command again to retry the failed ones: nobody gets the article twice.",
  busyForResend: "Another newsletter send is running on this server. Run --resend-in-doubt once it has finished.",
  unknownArticle: (slug: string) => `No article with the slug "${slug}".`,
  cutOff: "The server stopped answering before the end. Run this again: those already sent are skipped.",
} as const;
