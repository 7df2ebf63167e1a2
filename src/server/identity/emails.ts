import { paths } from "../../shared/paths.ts";
import {
  existingAccountEmailTexts,
  passwordResetEmailTexts as texts,
  verificationEmailTexts,
} from "../../shared/texts/auth.ts";

/** The password reset email: the link alone on its line, so every mail program makes it clickable. */
export function passwordResetEmail(url: string) {
  return {
    subject: texts.subject,
    text: [texts.greeting, "", texts.intro, "", url, "", texts.expiry, "", texts.signature].join("\n"),
  };
}

/** The sign-up confirmation: the link verifies the address and signs the person in. */
export function verificationEmail(url: string) {
  const t = verificationEmailTexts;
  return { subject: t.subject, text: [t.greeting, "", t.intro, "", url, "", t.expiry, "", t.signature].join("\n") };
}

/** To the owner of an address that already has an account, when someone signs up with it. */
export function existingAccountEmail(appUrl: string) {
  const t = existingAccountEmailTexts;
  return {
    subject: t.subject,
    text: [
      t.greeting,
      "",
      t.intro,
      "",
      t.ifYou(`${appUrl}${paths.login}`, `${appUrl}${paths.resetPassword}`),
      "",
      t.ifNotYou,
      "",
      t.signature,
    ].join("\n"),
  };
}
