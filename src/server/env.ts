import { isIP } from "node:net";
import { z } from "zod";

/** Everything the server reads from the environment, parsed once at start. */
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** A comma-separated list, trimmed, empties dropped. */
const list = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** An address (`10.0.0.5`, `::1`) or a network in CIDR form (`172.28.0.0/16`). */
function isAddressOrNetwork(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  APP_URL: optional(z.url({ protocol: /^https?$/ })),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  BLOG_DIR: z.preprocess(emptyToUndefined, z.string().default("./content/blog")),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("FoodFirst <no-reply@foodfirst.local>")),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  OPENAI_MODEL: optional(z.string()),
  TRUSTED_PROXIES: z.preprocess(emptyToUndefined, list),
  /** Who may read /metrics without the token: addresses or CIDR networks, as the client address resolves. */
  METRICS_ALLOW: z.preprocess(
    emptyToUndefined,
    list
      .pipe(
        z.array(z.string().refine(isAddressOrNetwork, "must be a comma-separated list of addresses or CIDR networks")),
      )
      .default(["127.0.0.1", "::1"]),
  ),
  /** A bearer token that also opens /metrics (for a Prometheus outside METRICS_ALLOW). */
  METRICS_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
  /**
   * How long a stopping instance keeps serving (with /readyz at 503 and `Connection: close`) before
   * it stops accepting connections, so a balancer stops sending to it first. Default: 5 s in production.
   */
  SHUTDOWN_DRAIN_MS: optional(z.coerce.number().int().min(0).max(60_000)),
  /**
   * How far below the server's own CPU priority the password-hashing threads run (a nice value, 0-19; default 10,
   * decision 012). 0 where the machine's other CPU work is not more urgent than sign-ins: the test suite, whose
   * steps run side by side at normal priority and would otherwise starve every hash (decision 035).
   */
  PASSWORD_HASH_NICE: optional(z.coerce.number().int().min(0).max(19)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  /**
   * The Vite dev server's origin, set only by `npm run dev` (scripts/dev.ts): requests from it are
   * then trusted like the app's own. Never inferred from NODE_ENV, so `npm start` and `npm run serve`
   * trust nothing but APP_URL.
   */
  DEV_ORIGIN: optional(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.problems = problems;
  }
}

/** Parses the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const problems: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(`${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(problems);
  }
  const env = result.data;
  if (!env.AUTH_SECRET && env.DATABASE_URL) {
    // A secret generated into one instance's DATA_DIR would differ on the next instance: sessions
    // signed by one would be refused by the others behind the same load balancer.
    problems.push(
      "AUTH_SECRET: required when DATABASE_URL is set: every instance on one database must share the same secret",
    );
  } else if (!env.AUTH_SECRET && env.NODE_ENV === "production") {
    problems.push("AUTH_SECRET: required when NODE_ENV=production");
  }
  if (env.NODE_ENV === "production" && env.DEV_ORIGIN)
    problems.push("DEV_ORIGIN: not allowed when NODE_ENV=production");
  if (env.OPENAI_BASE_URL && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL.startsWith("http://")) {
    // Local servers (Ollama, llama.cpp) need no key; a remote https endpoint almost always does.
    problems.push("OPENAI_API_KEY: required with an https OPENAI_BASE_URL");
  }
  if (problems.length > 0) throw new EnvError(problems);
  return env;
}

/** parseEnv for a command: an invalid environment is reported through `fail`, which ends the process. */
export function parseEnvOrFail(source: Record<string, string | undefined>, fail: (message: string) => never): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
}
