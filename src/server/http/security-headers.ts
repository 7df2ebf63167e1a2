import { secureHeaders } from "hono/secure-headers";

/**
 * Baseline headers for every response. The SPA is built with no inline scripts or styles, so the
 * policy allows only the app's own origin (plus data: images for the small inline illustrations).
 */
export function securityHeaders(options: { secure: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    strictTransportSecurity: options.secure ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
