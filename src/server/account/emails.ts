import { accountDeletedEmailTexts, passwordChangedEmailTexts } from "../../shared/texts/account.ts";

/** After a password change: what happened, and the reset page in case it was not the owner. */
export function passwordChangedEmail(appUrl: string) {
  const t = passwordChangedEmailTexts;
  return {
    subject: t.subject,
    text: [t.greeting, "", t.body, "", t.notYou, `${appUrl}/reset-password`, "", t.signature].join("\n"),
  };
}

export function accountDeletedEmail() {
  const t = accountDeletedEmailTexts;
  return { subject: t.subject, text: [t.greeting, "", t.body, "", t.again, "", t.signature].join("\n") };
}
