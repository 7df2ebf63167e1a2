/**
 * What a page says about itself for the document's head: its title, and for link previews a
 * description and, for an article, its dates, author and tags. Pages give it (usePageHead); the
 * prerender writes it into the <head> (scripts/build/page-head.ts).
 */
export interface PageHead {
  title?: string;
  description?: string;
  article?: { published: string; modified?: string; author: string; tags: readonly string[] };
}
