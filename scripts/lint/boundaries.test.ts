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
    // The server: the root builds everything; features use infrastructure; nutrition's arrows point down.
    { filename: at("src/server/app.ts"), code: `import { createChatFeature } from "./chat/index.ts";` },
    { filename: at("src/server/index.ts"), code: `import { createApp } from "./app.ts";` },
    { filename: at("src/server/chat/routes.ts"), code: `import { apiError } from "../http/errors.ts";` },
    {
      filename: at("src/server/chat/offline/engine.ts"),
      code: `import type { Policy } from "../../nutrition/policy/policy.ts";`,
    },
    { filename: at("src/server/chat/routes.ts"), code: `import { chatPersonFrom } from "./person.ts";` },
    { filename: at("src/server/nutrition/policy/recommend.ts"), code: `import { topFoods } from "../kb/ranking.ts";` },
    {
      filename: at("src/server/nutrition/answers/facts.ts"),
      code: `import { createPolicy } from "../policy/policy.ts";`,
    },
    {
      filename: at("src/server/nutrition/answers/facts.ts"),
      code: `import { fenceFreeText } from "../../ai/fence.ts";`,
    },
    { filename: at("src/server/env.test.ts"), code: `import { parseEnv } from "./env.ts";` },
    // A test may check one part against another.
    {
      filename: at("src/server/dashboard/surfaces.test.ts"),
      code: `import { writeOfflineAssessment } from "../assessment/offline-writer.ts";`,
    },
    {
      filename: at("src/server/nutrition/kb/nutrients.test.ts"),
      code: `import { createPolicy } from "../policy/policy.ts";`,
    },
  ],
  invalid: [
    {
      filename: at("src/server/chat/turns.ts"),
      code: `import type { AssessmentStore } from "../assessment/store.ts";`,
      errors: [{ message: /^src\/server\/chat must not import another feature, src\/server\/assessment .*capability/ }],
    },
    {
      filename: at("src/server/ai/prompts.ts"),
      code: `import type { PersonFacts } from "../chat/person.ts";`,
      errors: [
        { message: /^src\/server\/ai is shared infrastructure and must not import a feature, src\/server\/chat/ },
      ],
    },
    {
      filename: at("src/server/http/health.ts"),
      code: `export type { AppDeps } from "../app.ts";`,
      errors: [{ message: /^src\/server\/http must not import the composition root, src\/server\/app.ts/ }],
    },
    {
      filename: at("src/server/nutrition/kb/types.ts"),
      code: `import type { SafetyRules } from "../policy/types.ts";`,
      errors: [
        {
          message:
            /^src\/server\/nutrition\/kb must not import src\/server\/nutrition\/policy .*answers -> meals -> policy -> kb/,
        },
      ],
    },
    {
      filename: at("src/server/nutrition/policy/recommend.ts"),
      code: `import { nutrientsAtRisk } from "../answers/risk.ts";`,
      errors: [{ message: /^src\/server\/nutrition\/policy must not import src\/server\/nutrition\/answers/ }],
    },
    {
      filename: at("src/server/nutrition/helpers.ts"),
      code: `import { x } from "./kb/types.ts";`,
      errors: [{ message: /^src\/server\/nutrition holds only its layers/ }],
    },
    {
      filename: at("src/server/payments/routes.ts"),
      code: `import { apiError } from "../http/errors.ts";`,
      errors: [{ message: /^src\/server\/payments is neither a feature nor shared infrastructure/ }],
    },
    {
      filename: at("src/shared/api.ts"),
      code: `import type { AppType } from "../server/app.ts";`,
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
      errors: [
        { message: /^src\/web\/features\/results must not import another feature, src\/web\/features\/assessment/ },
      ],
    },
    {
      filename: at("src/web/features/results/deep/Part.tsx"),
      code: `export * from "../../../features/lookup/api.ts";`,
      errors: [{ message: /^src\/web\/features\/results must not import another feature, src\/web\/features\/lookup/ }],
    },
  ],
});
