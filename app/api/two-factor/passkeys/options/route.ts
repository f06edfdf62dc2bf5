import { authedRoute } from "@/lib/api/handler";
import { passwordSchema } from "@/lib/two-factor/schema";
import { passkeyRegistrationOptions } from "@/lib/two-factor/passkeys";

/** The options of navigator.credentials.create() for a new passkey (the password is needed). */
export const POST = authedRoute({ access: "account", body: passwordSchema }, async ({ db, user, body, ip }) => ({
  options: await passkeyRegistrationOptions(db, user, body.password, ip),
}));
