// `npm run dev`: the API server (restarted on change) and Vite with hot reload on :5173, which
// proxies /api to the server. Stop both with Ctrl+C.
import { spawn } from "node:child_process";

// The one place the Vite origin becomes trusted for state-changing API requests (env.ts DEV_ORIGIN).
const viteOrigin = "http://localhost:5173";

const children = [
  spawn(process.execPath, ["--watch-path=src/server", "--watch-path=src/shared", "src/server/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, DEV_ORIGIN: viteOrigin },
  }),
  spawn("vite", ["--open=false"], { stdio: "inherit", env: { ...process.env, APP_URL: undefined } }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
