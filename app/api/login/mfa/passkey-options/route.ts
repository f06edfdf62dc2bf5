import { route } from "@/lib/api/handler";
import { mfaPasskeyOptions } from "@/lib/identity/two-factor/sign-in";
import { signInEndpoints } from "@/lib/openapi/paths/sign-in";

/** A passkey challenge for the second step of a sign-in, kept on its token. */
export const POST = route(signInEndpoints.secondStepPasskeyOptions, async ({ db, body }) => ({
  options: await mfaPasskeyOptions(db, body.mfa_token),
}));
