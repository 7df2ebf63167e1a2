import type { ArticleMeta } from "../../shared/blog.ts";
import type { Infrastructure } from "../infrastructure.ts";
import { newsletterAdminRoutes } from "./admin-routes.ts";
import { newsletterRoutes, oneClickUnsubscribeRoutes } from "./routes.ts";
import { createNewsletter } from "./subscribers.ts";

export interface NewsletterCapabilities {
  /** Authorises the local-only admin routes (`npm run newsletter:send`); null closes them. */
  adminToken: string | null;
  /** The blog's article with this slug, or null: what the send job mails. */
  findArticle: (slug: string) => Promise<ArticleMeta | null>;
}

/**
 * The newsletter: /api/newsletter (subscribe, unsubscribe by token), mail programs' one-click unsubscribe, and
 * the local-only admin route that sends an article. Gives the account page the person's subscription.
 */
export function createNewsletterFeature(infra: Infrastructure, { adminToken, findArticle }: NewsletterCapabilities) {
  const newsletter = createNewsletter({ db: infra.db, secret: infra.config.authSecret, appUrl: infra.config.appUrl });
  return {
    routes: newsletterRoutes({ ...infra, newsletter }),
    oneClickUnsubscribeRoutes: oneClickUnsubscribeRoutes({ newsletter }),
    adminRoutes: newsletterAdminRoutes({ ...infra, newsletter, adminToken, findArticle }),
    /** The person's subscription, for the account page and account deletion. */
    subscriptions: newsletter,
  };
}
