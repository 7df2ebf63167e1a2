// Every user-visible text of the product, in one module shared by the UI and the tests.
// One file per feature; add a feature's texts as its own file and re-export it here.
export * from "./common.ts";
export * from "./auth.ts";
export * from "./newsletter.ts";
export * from "./account.ts";
export * from "./privacy.ts";
export * from "./assessment.ts";
export * from "./lookup.ts";
export * from "./offline-assessment.ts";
export * from "./nutrients.ts";
export * from "./risks.ts";
export * from "./api.ts";
export * from "./dose.ts";
export * from "./safety.ts";
export * from "./dashboard.ts";
export * from "./chat.ts";
export * from "./offline-chat.ts";
export * from "./blog.ts";
export * from "./safety-check.ts";
export * from "./meals.ts";
