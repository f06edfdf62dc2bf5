import { publicRoute } from "@/lib/api/handler";
import { mfaTokenSchema } from "@/lib/two-factor/schema";
import { mfaPasskeyOptions } from "@/lib/two-factor/sign-in";

/** A passkey challenge for the second step of a sign-in, kept on its token. */
export const POST = publicRoute({ body: mfaTokenSchema }, async ({ db, body }) => ({
  options: await mfaPasskeyOptions(db, body.mfa_token),
}));
