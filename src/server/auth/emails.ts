/** The password reset email. The link is single-use and expires in an hour. */
export function passwordResetEmail(url: string) {
  return {
    subject: "Reset your FoodFirst password",
    text: [
      "Hello,",
      "",
      "Someone asked to reset the password of your FoodFirst account. To choose a new password, open this link:",
      "",
      url,
      "",
      "The link works once and expires in one hour. If you did not ask for this, you can ignore this email: your password stays as it is.",
      "",
      "FoodFirst",
    ].join("\n"),
  };
}
