import path from "node:path";
import { RuleTester } from "oxlint/plugins-dev";
import { describe, it } from "vitest";
import plugin from "./boundaries.ts";

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, "..", "..");
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { sourceType: "module" } });

tester.run("boundaries/imports", plugin.rules.imports, {
  valid: [
    { filename: at("src/shared/assessment/rules.ts"), code: `import { x } from "../texts/index.ts";` },
    { filename: at("src/shared/assessment/rules.ts"), code: `import { z } from "zod";` },
    { filename: at("src/server/app.ts"), code: `import { x } from "../shared/api.ts";` },
    { filename: at("src/web/lib/api.ts"), code: `import type { AppType } from "../../server/app.ts";` },
    { filename: at("src/web/lib/api.ts"), code: `export type { AppType } from "../../server/app.ts";` },
    { filename: at("src/web/lib/api.ts"), code: `type A = import("../../server/app.ts").AppType;` },
    { filename: at("src/web/features/results/deep/Part.tsx"), code: `import { x } from "../api.ts";` },
    { filename: at("src/web/features/results/Page.tsx"), code: `import { x } from "../../components/Layout.tsx";` },
    { filename: at("src/web/router.tsx"), code: `import { Page } from "./features/results/Page.tsx";` },
    { filename: at("tests/support/test-app.ts"), code: `import { createApp } from "../../src/server/app.ts";` },
  ],
  invalid: [
    {
      filename: at("src/shared/api.ts"),
      code: `import type { AppDeps } from "../server/app.ts";`,
      errors: [{ message: /^src\/shared must not import src\/server/ }],
    },
    {
      filename: at("src/shared/assessment/draft.ts"),
      code: `export { paths } from "../../web/paths.ts";`,
      errors: [{ message: /^src\/shared must not import src\/web/ }],
    },
    {
      filename: at("src/server/app.ts"),
      code: `import { paths } from "../web/paths.ts";`,
      errors: [{ message: /^src\/server must not import src\/web/ }],
    },
    {
      filename: at("src/web/features/newsletter/subscribe.ts"),
      code: [
        `import { createApp } from "../../../server/app.ts";`,
        `import { type AppDeps } from "../../../server/app.ts";`,
        `const env = () => import("../../../server/env.ts");`,
      ].join("\n"),
      errors: 3,
    },
    {
      filename: at("src/web/features/results/ResultsPage.tsx"),
      code: `import type { State } from "../assessment/AssessmentPage.tsx";`,
      errors: [{ message: /^src\/web\/features\/results must not import another feature, src\/web\/features\/assessment/ }],
    },
    {
      filename: at("src/web/features/results/deep/Part.tsx"),
      code: `export * from "../../../features/lookup/api.ts";`,
      errors: [{ message: /^src\/web\/features\/results must not import another feature, src\/web\/features\/lookup/ }],
    },
  ],
});
