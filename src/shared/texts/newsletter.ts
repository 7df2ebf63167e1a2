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
