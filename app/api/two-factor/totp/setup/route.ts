import { authedRoute } from "@/lib/api/handler";
import { passwordSchema } from "@/lib/two-factor/schema";
import { startTotpSetup } from "@/lib/two-factor/totp";

/** A new authenticator secret (and its QR code), waiting for a first code at /api/two-factor/totp/confirm. */
export const POST = authedRoute({ access: "account", body: passwordSchema }, async ({ db, user, body, ip }) =>
  startTotpSetup(db, user, body.password, ip),
);
