// `npm run build` (first step): the browser app and everything served beside it (decision 011).
//   1. the blog, compiled once from BLOG_DIR (content/blog; a bad article stops here, naming file and field);
//   2. `vite build` of src/web into dist/web (the blog's articles come in through its Vite plugin);
//   3. a server build of src/web/entry-server.tsx (dist/ssr), which renders the public pages with
//      React's server renderer into dist/pages, with the RSS feed, the sitemap and robots.txt, every
//      absolute link under APP_URL (a server started with another APP_URL rewrites them);
//   4. Brotli and gzip forms of every compressible file of dist/web and dist/pages.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { BlogContentError } from "../src/server/blog/content-error.ts";
import { appUrlOf } from "../src/server/config.ts";
import { parseEnvOrFail } from "../src/server/env.ts";
import { blogPlugin, compileBlogContent } from "./build/blog-plugin.ts";
import { precompress } from "./build/precompress.ts";
import { prerenderSite } from "./build/prerender.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const configFile = path.join(projectRoot, "vite.config.ts");
const webDir = path.join(projectRoot, "dist/web");
const pagesDir = path.join(projectRoot, "dist/pages");
const ssrDir = path.join(projectRoot, "dist/ssr");

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export async function buildWeb(origin: string, blogDir: string): Promise<void> {
  let started = performance.now();
  const articles = await compileBlogContent(blogDir).catch((error: unknown) => {
    if (error instanceof BlogContentError)
      fail(`The blog cannot be built: ${path.relative(projectRoot, blogDir)}/${error.message}`);
    throw error;
  });
  // The config file's own blog plugin is replaced by one holding the articles compiled above.
  const plugins = [{ ...blogPlugin({ articles }), enforce: "pre" as const }];
  const logLevel = "warn" as const;
  await build({ configFile, logLevel, plugins });
  await build({
    configFile,
    logLevel,
    plugins,
    build: {
      ssr: path.join(projectRoot, "src/web/entry-server.tsx"),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  process.stdout.write(`app built in ${seconds(started)}: dist/web (${articles.length} articles)\n`);

  started = performance.now();
  rmSync(pagesDir, { recursive: true, force: true });
  const { pages } = await prerenderSite({
    webDir,
    pagesDir,
    ssrEntry: path.join(ssrDir, "entry-server.js"),
    origin,
    articles,
  });
  const web = precompress(webDir);
  const documents = precompress(pagesDir);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  process.stdout.write(
    `prerendered ${pages} pages, feed, sitemap and robots.txt for ${origin} in ${seconds(started)}: dist/pages; ` +
      `${web.files + documents.files} files precompressed (${kb(web.bytes + documents.bytes)} -> ${kb(web.brotli + documents.brotli)} Brotli)\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = parseEnvOrFail(process.env, fail);
  await buildWeb(appUrlOf(env), path.resolve(env.BLOG_DIR));
}
