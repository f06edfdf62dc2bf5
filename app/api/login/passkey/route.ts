import { route } from "@/lib/api/handler";
import { issueApiSignIn, signInWithPasskey } from "@/lib/identity/two-factor/sign-in";
import { signInEndpoints } from "@/lib/openapi/paths/sign-in";

/** A sign-in by passkey alone: the answer of navigator.credentials.get() to a challenge of /api/login/passkey/options. */
export const POST = route(signInEndpoints.passkey, async ({ db, body, ip, req }) => {
  const meta = { ip, userAgent: req.headers.get("user-agent"), client: "api" as const };
  const user = await signInWithPasskey(db, body.passkey, meta);
  return issueApiSignIn(db, user, "passkey", meta);
});
