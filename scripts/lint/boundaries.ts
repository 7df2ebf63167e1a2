// An oxlint JS plugin (ESLint-compatible API) with one rule, `boundaries/imports`, that enforces the
// architecture's import boundaries (README, "Architecture in brief"):
//   - src/shared imports nothing from src/server or src/web (not even types): it is the contract.
//   - src/web imports src/server only as types (`import type` / `export type ... from`), if at all.
//   - src/server never imports src/web.
//   - src/web/features/<a> never imports src/web/features/<b>: what two features need moves to
//     src/shared, src/web/components or src/web/lib.
//   - src/server is the composition root (app.ts, index.ts), shared infrastructure and features (decision 009):
//     infrastructure never imports a feature; a feature never imports another (what it needs of one is a
//     capability app.ts passes to its builder); nothing but index.ts imports the root; and inside
//     src/server/nutrition the arrows point one way: answers -> meals -> policy -> kb. Tests may
//     cross any of these (a test may check one part against another).
// Relative specifiers are resolved against the importing file, so the rule knows exactly where an
// import lands whatever the depth of either file. Bare specifiers (packages) are not ours to check.
// `import { type X }` is not type-only: with verbatimModuleSyntax it still loads the module at run time.
import path from "node:path";
import type { RuleTester } from "oxlint/plugins-dev";

type Rule = Parameters<RuleTester["run"]>[1];

/** The repository root: this file is <root>/scripts/lint/boundaries.ts. */
const root = path.resolve(import.meta.dirname, "..", "..");

/** src/server's features: each a folder with its routes, store, writer, prompts and texts, and one builder (index.ts). */
export const serverFeatures: readonly string[] = [
  "auth",
  "account",
  "assessment",
  "chat",
  "dashboard",
  "lookup",
  "blog",
  "newsletter",
];
/** src/server's shared infrastructure, which every feature may use: folders, and files directly under src/server. */
export const serverInfrastructure: readonly string[] = [
  "db",
  "http",
  "mail",
  "metrics",
  "generation",
  "ai",
  "identity",
  "nutrition",
  "config.ts",
  "env.ts",
  "logger.ts",
  "log-safety.ts",
  "infrastructure.ts",
];
/** The composition root: app.ts builds the infrastructure and calls each feature's builder; index.ts starts it. */
const serverRoot: readonly string[] = ["app.ts", "index.ts"];
/** src/server/nutrition's layers, lowest first: each imports only those below it. */
const nutritionLayers: readonly string[] = ["kb", "policy", "meals", "answers"];

type ServerRole = "root" | "infrastructure" | "feature" | "unknown";

interface Place {
  part: "shared" | "server" | "web" | null;
  /** The web feature (src/web/features/<feature>/). */
  feature: string | null;
  /** The folder, or the file, directly under src/server, and what it is. */
  server: { name: string; role: ServerRole } | null;
  /** The layer under src/server/nutrition. */
  nutritionLayer: string | null;
}

function serverRole(name: string): ServerRole {
  if (serverRoot.includes(name)) return "root";
  if (serverInfrastructure.includes(name)) return "infrastructure";
  if (serverFeatures.includes(name)) return "feature";
  return "unknown";
}

/** Where a file sits in the architecture, from its path relative to the repository root. */
export function partOf(file: string): Place {
  const relative = path.relative(root, file).split(path.sep).join("/");
  const match = /^src\/(shared|server|web)\//.exec(relative);
  const part = (match?.[1] as "shared" | "server" | "web" | undefined) ?? null;
  const feature = /^src\/web\/features\/([^/]+)\//.exec(relative)?.[1] ?? null;
  // A test directly under src/server belongs with the file it tests (env.test.ts with env.ts).
  const serverName = /^src\/server\/([^/]+)/.exec(relative)?.[1]?.replace(/(\.api)?\.test\.ts$/, ".ts") ?? null;
  const server = serverName === null ? null : { name: serverName, role: serverRole(serverName) };
  const nutritionLayer = /^src\/server\/nutrition\/([^/]+)\//.exec(relative)?.[1] ?? null;
  return { part, feature, server, nutritionLayer };
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Why an import from one place in src/server to another crosses a boundary, or null when it does not. */
function serverViolation(from: Place, to: Place, specifier: string): string | null {
  if (!from.server || !to.server || from.server.name === to.server.name) {
    return nutritionViolation(from, to, specifier);
  }
  const [a, b] = [from.server, to.server];
  if (a.role === "unknown") {
    return `src/server/${a.name} is neither a feature nor shared infrastructure: add it to one of the two lists in scripts/lint/boundaries.ts.`;
  }
  if (b.role === "root" && a.role !== "root") {
    return `src/server/${a.name} must not import the composition root, src/server/${b.name} ("${specifier}"): app.ts hands each part what it needs.`;
  }
  if (a.role === "infrastructure" && b.role === "feature") {
    return `src/server/${a.name} is shared infrastructure and must not import a feature, src/server/${b.name} ("${specifier}"): a feature passes what it needs in.`;
  }
  if (a.role === "feature" && b.role === "feature") {
    return `src/server/${a.name} must not import another feature, src/server/${b.name} ("${specifier}"): take it as a capability app.ts passes to the builder.`;
  }
  return null;
}

function nutritionViolation(from: Place, to: Place, specifier: string): string | null {
  if (!to.nutritionLayer) return null;
  const fromRank = from.nutritionLayer === null ? -1 : nutritionLayers.indexOf(from.nutritionLayer);
  const toRank = nutritionLayers.indexOf(to.nutritionLayer);
  if (from.server?.name === "nutrition" && (fromRank === -1 || toRank === -1)) {
    return `src/server/nutrition holds only its layers (${nutritionLayers.join(", ")}) ("${specifier}").`;
  }
  if (fromRank !== -1 && toRank > fromRank) {
    return `src/server/nutrition/${from.nutritionLayer} must not import src/server/nutrition/${to.nutritionLayer} ("${specifier}"): the arrows point ${[...nutritionLayers].reverse().join(" -> ")}.`;
  }
  return null;
}

/** Why importing `specifier` from `file` crosses a boundary, or null when it does not. */
export function boundaryViolation(file: string, specifier: string, typeOnly: boolean): string | null {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return null;
  const from = partOf(file);
  const to = partOf(path.resolve(path.dirname(file), specifier));
  if (from.part === "shared" && (to.part === "server" || to.part === "web")) {
    return `src/shared must not import src/${to.part} ("${specifier}"): shared is the contract both halves use.`;
  }
  if (from.part === "server" && to.part === "web") {
    return `src/server must not import src/web ("${specifier}").`;
  }
  if (from.part === "web" && to.part === "server" && !typeOnly) {
    return `src/web may import src/server only as types ("${specifier}"): use \`import type\`, or move it to src/shared.`;
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `src/web/features/${from.feature} must not import another feature, src/web/features/${to.feature} ("${specifier}"): move what both need to src/shared, src/web/components or src/web/lib.`;
  }
  if (from.part === "server" && to.part === "server" && !isTest(file)) return serverViolation(from, to, specifier);
  return null;
}

interface SourceNode {
  type: string;
  value?: unknown;
}

const importsRule: Rule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Import boundaries between src/shared, src/server, src/web, web features, and the server's infrastructure and features",
    },
  },
  create(context) {
    const check = (source: SourceNode | null | undefined, typeOnly: boolean) => {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const message = boundaryViolation(context.filename, source.value, typeOnly);
      if (message) context.report({ message, node: source as never });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.importKind === "type"),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === "type"),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === "type"),
      ImportExpression: (node) => check(node.source, false),
      TSImportType: (node) => check(node.source, true),
      TSExternalModuleReference: (node) => check(node.expression, false),
    };
  },
};

export default {
  meta: { name: "boundaries" },
  rules: { imports: importsRule },
};
