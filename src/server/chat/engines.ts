// The engines of replies that are our own texts, not a model's (whose engine is the model's name): stored with
// each reply and read back by the writer, the routes, the store and the turns. Offline and not-configured are
// every writer's (ai/engine.ts); the safety pointer is the chat's own.
import { engineNames } from "../ai/engine.ts";

export const ownEngines = { ...engineNames, safety: "safety" } as const;
