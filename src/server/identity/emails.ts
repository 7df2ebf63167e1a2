import { passwordResetEmailTexts as texts } from "../../shared/texts/auth.ts";

/** The password reset email: the link alone on its line, so every mail program makes it clickable. */
export function passwordResetEmail(url: string) {
  return {
    subject: texts.subject,
    text: [texts.greeting, "", texts.intro, "", url, "", texts.expiry, "", texts.signature].join("\n"),
  };
}
