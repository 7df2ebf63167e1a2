import { appName } from "./common.ts";

/** Account screens (spec section 2 and 8, as changed by decisions.md). */
export const authTexts = {
  emailLabel: "Email",
  passwordLabel: "Password",
  confirmPasswordLabel: "Confirm Password",
  newPasswordLabel: "New Password",
  confirmNewPasswordLabel: "Confirm New Password",
  login: {
    title: "Sign in to your account",
    submit: "Sign in",
    submitting: "Signing in...",
    toSignup: "Don't have an account? Sign up",
    toReset: "Forgot your password?",
    /** Why the login guard sent someone here, by the page they were going to. */
    reasons: {
      assessment: "Sign in to take the assessment.",
      results: "Sign in to see your assessment results.",
      lookup: "Sign in to find whole-food alternatives to your supplements.",
      chat: "Sign in to chat with the nutrition assistant.",
      account: "Sign in to manage your account.",
    },
  },
  signup: {
    title: "Create your account",
    submit: "Sign up",
    submitting: "Signing up...",
    toLogin: "Already have an account? Sign in",
    passwordHint: "8 to 128 characters.",
  },
  /** After sign-up (decision 024): the same page whether or not the address already had an account. */
  checkInbox: {
    title: "Check your inbox",
    sent: (email: string) =>
      `We have sent an email to ${email}. Open the link in it to confirm your address; it signs you in and takes you to your assessment.`,
    expiry: "The link works for 24 hours. No email? Check your spam folder, or send it again.",
    resend: "Send the email again",
    resending: "Sending...",
    resent: "If this address is waiting to be confirmed, we have sent a new link to it.",
  },
  /** On the sign-in page: an account is usable once its email is confirmed. */
  verification: {
    signInHint: "Just created your account? Open the link in the email we sent you first.",
    linkFailed:
      "This confirmation link has expired or is no longer valid. Sign up again with the same email to get a new one, or sign in if you have already confirmed it.",
  },
  reset: {
    title: "Reset your password",
    intro: "Enter the email address of your account and we will send you a link to set a new password.",
    submit: "Send reset link",
    submitting: "Sending...",
    success: "Password reset link has been sent to your email address.",
    failure: "An error occurred while sending reset link",
    backToLogin: "Back to sign in",
  },
  update: {
    title: "Set a new password",
    submit: "Update password",
    submitting: "Updating...",
    success: "Password updated successfully. Please log in with your new password.",
    failure: "An error occurred while updating password",
    missingToken: "This password reset link is not valid. Please request a new one.",
    invalidToken: "This password reset link has expired or has already been used. Please request a new one.",
    requestNew: "Request a new link",
  },
  errors: {
    invalidEmail: "Invalid email address",
    userDisabled: "This account has been disabled",
    invalidCredentials: "Invalid email or password",
    tooManyRequests: "Too many attempts. Please try again later",
    passwordsDoNotMatch: "Passwords do not match",
    passwordTooShort: "Password must be at least 8 characters",
    passwordTooLong: "Password must be at most 128 characters",
    passwordTooCommon: "This password is one of the most common passwords and easy to guess. Please choose another one",
    nameTooLong: "Name must be at most 100 characters",
    fieldNotAccepted: (field: string) => `${field} is not accepted when creating an account`,
    required: (field: string) => `${field} is required`,
    accountExists:
      "We could not create an account with this email. If you already have an account, sign in, or reset your password.",
    fallback: "An error occurred. Please try again",
  },
} as const;

/** Session storage key under which the login guard remembers the intended destination. */
export const intendedDestinationKey = "foodfirst.intendedDestination";

/** The password reset email, as plain text; the link works once and expires in an hour (identity/auth.ts). */
export const passwordResetEmailTexts = {
  subject: "Reset your FoodFirst password",
  greeting: "Hello,",
  intro: "Someone asked to reset the password of your FoodFirst account. To choose a new password, open this link:",
  expiry:
    "The link works once and expires in one hour. If you did not ask for this, you can ignore this email: your password stays as it is.",
  signature: appName,
} as const;

/** The sign-up confirmation email (decision 024): the link alone on its line. */
export const verificationEmailTexts = {
  subject: "Confirm your email for FoodFirst",
  greeting: "Hello,",
  intro:
    "Someone, hopefully you, created a FoodFirst account with this email address. To confirm it and sign in, open this link:",
  expiry:
    "The link works for 24 hours. If you did not create an account, ignore this email: without the link, the account cannot be used.",
  signature: appName,
} as const;

/** Sent instead when someone signs up with an address that already has an account: nothing is changed. */
export const existingAccountEmailTexts = {
  subject: "Someone tried to create a FoodFirst account with your email",
  greeting: "Hello,",
  intro:
    "Someone tried to create an account with your email. You already have a FoodFirst account, so nothing was changed.",
  ifYou: (loginUrl: string, resetUrl: string) =>
    `If it was you, sign in at ${loginUrl}, or choose a new password at ${resetUrl} if you have forgotten it.`,
  ifNotYou: "If it was not you, you can ignore this email: your account and your password stay as they are.",
  signature: appName,
} as const;
