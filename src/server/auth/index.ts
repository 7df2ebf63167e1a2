import type { Identity } from "../identity/identity.ts";
import type { Infrastructure } from "../infrastructure.ts";
import { authRoutes } from "./routes.ts";
import { createTrustedDevices } from "./trusted-device.ts";

/** /api/auth: sign-up, sign-in, sign-out and password reset, through the auth library, with their limits. */
export function createAuthFeature(
  infra: Infrastructure,
  { identity }: { identity: Pick<Identity, "auth" | "accountLimits"> },
) {
  const { config } = infra;
  const trustedDevices = createTrustedDevices(config.authSecret, config.secure);
  return { routes: authRoutes({ ...infra, ...identity, trustedDevices }) };
}
