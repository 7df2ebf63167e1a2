// The engines of replies that are our own texts, not a model's (whose engine is the model's name): stored with
// each reply and read back by the writer, the routes, the store and the turns.
export const ownEngines = { offline: "offline", safety: "safety", notConfigured: "not-configured" } as const;
