// The assessment's contract: option values, step schemas, list rules and dashboard scoring.
export * from "./options.ts";
export * from "./schema.ts";
export * from "./rules.ts";
export * from "./scoring.ts";
export * from "./api.ts";
export * from "./draft.ts";
export * from "./medical-note.ts";
