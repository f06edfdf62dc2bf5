import { publicRoute } from "@/lib/api/handler";
import { passkeyLoginSchema } from "@/lib/two-factor/schema";
import { issueApiSignIn, signInWithPasskey } from "@/lib/two-factor/sign-in";

/** A sign-in by passkey alone: the answer of navigator.credentials.get() to a challenge of /api/login/passkey/options. */
export const POST = publicRoute({ body: passkeyLoginSchema }, async ({ db, body, ip, req }) => {
  const meta = { ip, userAgent: req.headers.get("user-agent"), client: "api" as const };
  const user = await signInWithPasskey(db, body.passkey, meta);
  return issueApiSignIn(db, user, "passkey", meta);
});
