import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { Article, ArticleSummary, RenderedArticle } from "../../src/shared/blog.ts";
import { markdownTree } from "../../src/shared/markdown.ts";
import { compileBlog } from "../../src/server/blog/compile.ts";
import { createPolicy } from "../../src/server/nutrition/policy/policy.ts";
import { loadKnowledgeBase } from "../../src/server/nutrition/kb/load.ts";

// The blog's articles as modules of the browser's build (decision 011): `virtual:foodfirst-blog` holds
// the list (front matter and reading time, newest first) and a loader per article, whose compiled
// Markdown is a chunk of its own. The client build, the prerender's server build and `npm run dev`
// all read content/blog through the blog's one loader (src/server/blog/), so a bad article stops the
// build with its file and field named. Under `npm run dev` an edited article reloads the page.

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** BLOG_DIR as the server reads it (the newsletter sends from the same folder), else content/blog. */
export const defaultBlogDir = path.resolve(projectRoot, process.env.BLOG_DIR || "content/blog");

const listId = "virtual:foodfirst-blog";
const articlePrefix = `${listId}/article/`;

/** Compiles the blog as the build does: the knowledge base and its safety policy, then every article. */
export function compileBlogContent(dir = defaultBlogDir): Promise<Article[]> {
  return compileBlog(dir, createPolicy(loadKnowledgeBase()));
}

const summaryOf = ({ markdown: _markdown, ...summary }: Article): ArticleSummary => summary;
/** The browser's copy: the text parsed here, once, so the article's page only renders it. */
const renderedOf = (article: Article): RenderedArticle => ({
  ...summaryOf(article),
  tree: markdownTree(article.markdown),
});

/** `articles`: the blog already compiled (the build compiles once for every step); otherwise compiled from `dir` when first asked. */
export function blogPlugin(options: { dir?: string; articles?: Article[] } = {}): Plugin {
  const dir = options.dir ?? defaultBlogDir;
  let compiled: Promise<Article[]> | null = options.articles ? Promise.resolve(options.articles) : null;
  const articles = () => (compiled ??= compileBlogContent(dir));
  return {
    name: "foodfirst-blog",
    resolveId(id) {
      return id === listId || id.startsWith(articlePrefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${listId}`) {
        const list = await articles();
        const loaders = list.map(
          (article) =>
            `  ${JSON.stringify(article.slug)}: () => import(${JSON.stringify(articlePrefix + article.slug)}),`,
        );
        return `export const articles = ${JSON.stringify(list.map(summaryOf))};\nexport const loaders = {\n${loaders.join("\n")}\n};\n`;
      }
      if (id.startsWith(`\0${articlePrefix}`)) {
        const slug = id.slice(`\0${articlePrefix}`.length);
        const article = (await articles()).find((candidate) => candidate.slug === slug);
        if (!article) throw new Error(`no article "${slug}" in ${dir}`);
        return `export default ${JSON.stringify(renderedOf(article))};\n`;
      }
      return undefined;
    },
    configureServer(server) {
      server.watcher.add(dir);
      const reload = (file: string) => {
        if (!file.startsWith(dir)) return;
        compiled = null;
        for (const environment of Object.values(server.environments)) {
          for (const [id, module] of environment.moduleGraph.idToModuleMap)
            if (id.startsWith(`\0${listId}`)) environment.moduleGraph.invalidateModule(module);
        }
        server.environments.client.hot.send({ type: "full-reload" });
      };
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, reload);
    },
  };
}
