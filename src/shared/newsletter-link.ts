// The newsletter email's unsubscribe link, apart from the newsletter's schemas so the browser's first
// load (paths.ts) does not carry the validation library.

/** The query parameter of the unsubscribe link (/newsletter/unsubscribe?token=...). */
export const unsubscribeTokenParam = "token";

/** The unsubscribe link's path: the page (GET) and the RFC 8058 one-click endpoint (POST). */
export const unsubscribePath = "/newsletter/unsubscribe";
