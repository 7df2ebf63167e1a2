// The privacy notice (/privacy), in plain language. Every figure here is what the code does:
// sessions last 7 days (identity/auth.ts), reset links an hour, rate-limit counters are pruned after a
// day (http/rate-limit.ts), expired sign-ins and links hourly (account/retention.ts).

export interface PrivacySection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export const privacyTexts = {
  title: "Privacy",
  intro:
    "FoodFirst keeps as little about you as it can, only for as long as it needs to, and lets you take it with you or delete it at any time. This page says exactly what that means.",
  updated: "Last updated 25 November 2026.",
  sections: [
    {
      heading: "What we store",
      items: [
        "Your account: your email address, your password as an argon2id hash (we never see or keep the password itself), when you created the account and when you agreed to us storing your health-related answers.",
        "Your assessments: the answers you give in the five steps, which include health information (conditions, goals, what you eat and drink, smoking, sleep, stress), the written assessment we made from them, and whether you saved it.",
        "A draft of the assessment while you answer it, so nothing is lost if you leave; it is deleted when you submit.",
        "Your conversations with the nutrition assistant: your questions and its answers, so you can come back to them.",
        "Your sign-ins: for each browser you are signed in on, when it started, its IP address and browser name, so a sign-in can be recognised and ended.",
        "The newsletter, if you subscribed: your email address, when you subscribed, and which articles were sent to it.",
        "Short-lived counters that stop people guessing passwords or sending floods of requests, keyed on an IP address or an account.",
      ],
    },
    {
      heading: "Why",
      items: [
        "To run your account and keep you signed in safely.",
        "To write your assessment and keep your results, so you can read, download or email them later. We ask for your agreement before storing any health-related answer, and you cannot start an assessment without it.",
        "To send only the emails you ask for: password reset links, your results, the newsletter, and a note when your password changes or your account is deleted.",
        "To protect everyone's accounts from abuse.",
      ],
      paragraphs: [
        "We do not sell your data, show ads, or use tracking cookies. We set two cookies: one keeps you signed in, and one tells us a browser you signed in on before, so that someone guessing at your password from elsewhere cannot lock you out of it.",
      ],
    },
    {
      heading: "For how long",
      items: [
        "Your account, assessments, answers and chat conversations: until you delete your account.",
        "Drafts: until you submit the assessment or delete your account.",
        "Sign-ins: until you sign out, or 7 days after you last used FoodFirst on that browser.",
        "Password reset links: one hour, and they work once.",
        "Abuse counters: at most a day.",
        "Newsletter: until you unsubscribe, which removes your address from the list at once.",
      ],
    },
    {
      heading: "What is sent to a language model",
      paragraphs: [
        "FoodFirst can run with a language-model provider (an OpenAI-compatible service chosen by whoever runs this server) or with its built-in offline engine.",
        "With a provider configured, the server sends it your assessment answers to write your assessment (including the optional first and last name if you typed them in step 1), and, in the nutrition chat, your chat messages with the facts from your latest assessment that the answers depend on (diet, allergies, health conditions, goals, nutrients at risk). It never sends your email address or your password, and the provider never sees your browser.",
        "With the offline engine, nothing leaves the server: your assessment is written on it from our own nutrition data.",
      ],
    },
    {
      heading: "Your data is yours",
      items: [
        'Download it: on your account page, "Download my data" gives you one JSON file with everything we store about you.',
        'Delete it: on your account page, "Delete my account" removes your account and everything that is yours (assessments, answers, drafts, chat conversations, sign-ins, newsletter subscription) at once. We email you to confirm. You can sign up again later with the same address; you start with an empty account.',
        "Leave the newsletter: every newsletter email has a one-click unsubscribe link, and your account page has an Unsubscribe button.",
      ],
    },
    {
      heading: "Questions",
      paragraphs: ["Write to us at hello@foodfirst.app."],
    },
  ] satisfies readonly PrivacySection[],
  accountLink: "Go to your account",
} as const;
