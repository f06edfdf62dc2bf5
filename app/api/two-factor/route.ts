import { route } from "@/lib/api/handler";
import { twoFactorStatus } from "@/lib/identity/two-factor/factors";
import { twoFactorEndpoints } from "@/lib/openapi/paths/two-factor";

/** The account's second factors: the authenticator app, passkeys, recovery codes left. */
export const GET = route(twoFactorEndpoints.status, async ({ db, user }) => twoFactorStatus(db, user.id));
