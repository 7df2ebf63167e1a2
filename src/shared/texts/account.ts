import { appName } from "./common.ts";

// The account page (/account), its forms and the emails they send.

/** The consent sign-up, the wizard and the account page ask for (issue 13). */
export const consentTexts = {
  label: "I agree to FoodFirst storing my health-related answers",
  privacyLink: "How we handle your data",
  required: "Please tick the box to agree to FoodFirst storing your health-related answers.",
  gateTitle: "Before you start",
  gateBody:
    "Your assessment answers include health information (conditions, goals, what you eat and drink). We store them so we can write your assessment and keep your results. We need your agreement first.",
  chatGateBody:
    "Questions to the nutrition assistant can include health information, and it reads your latest assessment to answer them. We store your conversations so you can come back to them. We need your agreement first.",
  agree: "Agree and continue",
  agreeing: "Saving...",
  failure: "Your agreement could not be saved. Please try again.",
} as const;

export const accountTexts = {
  title: "Your account",
  intro: "Your sign-in details, your newsletter and the data FoodFirst keeps about you.",
  headerLink: "Account",
  signedInAs: "Signed in as",
  memberSince: (date: string) => `Account created on ${date}.`,
  password: {
    heading: "Change password",
    current: "Current password",
    new: "New password",
    confirm: "Confirm new password",
    note: "Changing your password signs you out on every other device.",
    submit: "Change password",
    submitting: "Changing...",
    success: "Password changed",
    wrongCurrent: "The current password is not correct",
    failure: "Your password could not be changed. Please try again.",
  },
  sessions: {
    heading: "Devices",
    body: "Signed in on a computer you no longer use? Sign out everywhere, this browser included.",
    button: "Sign out of all devices",
    busy: "Signing out...",
    done: "You have been signed out of all devices.",
    failure: "Signing out failed. Please try again.",
  },
  newsletter: {
    heading: "Newsletter",
    subscribed: (email: string) => `You receive the FoodFirst newsletter at ${email}.`,
    notSubscribed: "You do not receive the newsletter.",
    subscribe: "Subscribe",
    unsubscribe: "Unsubscribe",
    busy: "Saving...",
    subscribedToast: "Successfully subscribed to our newsletter!",
    unsubscribedToast: "You have been unsubscribed",
    failure: "Your newsletter choice could not be saved. Please try again.",
  },
  consent: {
    heading: "Health-related answers",
    agreedOn: (date: string) => `You agreed on ${date} to FoodFirst storing your health-related answers.`,
    notAgreed:
      "You have not agreed yet to FoodFirst storing your health-related answers, so you cannot start an assessment.",
    withdrawHint: "To take your agreement back, delete your account below: that deletes every answer you gave.",
  },
  export: {
    heading: "Your data",
    body: "Download everything FoodFirst stores about you (account, assessments with your answers, drafts, chat conversations, newsletter, sign-ins) as one JSON file.",
    button: "Download my data",
    busy: "Preparing...",
    failure: "Your data could not be downloaded. Please try again.",
  },
  delete: {
    heading: "Delete account",
    body: "This deletes your account and everything that is yours: your assessments and answers, drafts, chat conversations, sign-ins and newsletter subscription. It cannot be undone.",
    password: "Password",
    confirmLabel: "Type DELETE to confirm",
    confirmWord: "DELETE",
    button: "Delete my account",
    busy: "Deleting...",
    mustType: "Type DELETE to confirm",
    passwordRequired: "Password is required",
    done: "Your account has been deleted.",
    failure: "Your account could not be deleted. Please try again.",
  },
  privacyLink: "Privacy notice",
  loading: "Loading your account...",
} as const;

/** Sent after the password changed: the owner learns of it, and what to do if it was not them. */
export const passwordChangedEmailTexts = {
  subject: "Your FoodFirst password was changed",
  greeting: "Hello,",
  body: "The password of your FoodFirst account was just changed, and every other device was signed out.",
  notYou: "If you did not do this, reset your password now with this link:",
  signature: appName,
} as const;

/** Sent after the account was deleted, to the address it had. */
export const accountDeletedEmailTexts = {
  subject: "Your FoodFirst account was deleted",
  greeting: "Hello,",
  body: "Your FoodFirst account and everything stored with it (assessments, answers, drafts, chat conversations, sign-ins and your newsletter subscription) have been deleted.",
  again: "You are welcome back any time: signing up with this address starts a new, empty account.",
  signature: appName,
} as const;
