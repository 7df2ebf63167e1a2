import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { blogPlugin } from "./scripts/build/blog-plugin.ts";

// The SPA lives in src/web; `vite build` writes it to dist/web, which the server serves.
// `npm run build` runs it through scripts/build-web.ts (prerender, feeds, precompression: decision 011).
export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), blogPlugin()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself. A lazy module's own imports are not announced by
    // <link rel="modulepreload"> elements added at run time: on a page rendered on the server each insertion cost tens
    // of milliseconds of the main thread (decision 030); the browser finds them as the module arrives.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
    },
    rolldownOptions: {
      // src/shared only declares values and functions (lint keeps it free of both halves): a module of it
      // whose exports nobody uses is left out, so the texts barrel does not pull every feature's texts
      // into the first load.
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]shared[\\/]/, sideEffects: false }] },
      // React DOM in a file of its own, which boot.ts evaluates one task before the rest of the app: a phone's main
      // thread then runs two shorter tasks instead of one long one (decision 034).
      output: {
        codeSplitting: { groups: [{ name: "react-dom", test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
