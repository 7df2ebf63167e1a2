// `npm run dev`: the API server (restarted on change) and Vite with hot reload on :5173, which
// proxies /api to the server. Stop both with Ctrl+C.
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["--watch-path=src/server", "--watch-path=src/shared", "src/server/index.ts"], { stdio: "inherit" }),
  spawn("vite", ["--open=false"], { stdio: "inherit", env: { ...process.env, APP_URL: undefined } }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
