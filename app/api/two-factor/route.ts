import { authedRoute } from "@/lib/api/handler";
import { twoFactorStatus } from "@/lib/two-factor/factors";

/** The account's second factors: the authenticator app, passkeys, recovery codes left. */
export const GET = authedRoute({ access: "account" }, async ({ db, user }) => twoFactorStatus(db, user.id));
