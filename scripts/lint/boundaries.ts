// An oxlint JS plugin (ESLint-compatible API) with one rule, `boundaries/imports`, that enforces the
// architecture's import boundaries (README, "Architecture in brief"):
//   - src/shared imports nothing from src/server or src/web (not even types): it is the contract.
//   - src/web imports src/server only as types (`import type` / `export type ... from`), if at all.
//   - src/server never imports src/web.
//   - src/web/features/<a> never imports src/web/features/<b>: what two features need moves to
//     src/shared, src/web/components or src/web/lib.
// Relative specifiers are resolved against the importing file, so the rule knows exactly where an
// import lands whatever the depth of either file. Bare specifiers (packages) are not ours to check.
// `import { type X }` is not type-only: with verbatimModuleSyntax it still loads the module at run time.
import path from "node:path";
import type { RuleTester } from "oxlint/plugins-dev";

type Rule = Parameters<RuleTester["run"]>[1];

/** The repository root: this file is <root>/scripts/lint/boundaries.ts. */
const root = path.resolve(import.meta.dirname, "..", "..");

/** Where a file sits in the architecture, from its path relative to the repository root. */
export function partOf(file: string): { part: "shared" | "server" | "web" | null; feature: string | null } {
  const relative = path.relative(root, file).split(path.sep).join("/");
  const match = /^src\/(shared|server|web)\//.exec(relative);
  const part = (match?.[1] as "shared" | "server" | "web" | undefined) ?? null;
  const feature = /^src\/web\/features\/([^/]+)\//.exec(relative)?.[1] ?? null;
  return { part, feature };
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
  return null;
}

interface SourceNode {
  type: string;
  value?: unknown;
}

const importsRule: Rule = {
  meta: { type: "problem", docs: { description: "Import boundaries between src/shared, src/server, src/web and web features" } },
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
