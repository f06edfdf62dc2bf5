import { route } from "@/lib/api/handler";
import { completeSecondStep, issueApiSignIn } from "@/lib/identity/two-factor/sign-in";
import { signInEndpoints } from "@/lib/openapi/paths/sign-in";

/** The second step of a sign-in: the token from POST /api/login and a code, a recovery code or a passkey. */
export const POST = route(signInEndpoints.secondStep, async ({ db, body, ip, req }) => {
  const meta = { ip, userAgent: req.headers.get("user-agent"), client: "api" as const };
  const { user, method } = await completeSecondStep(db, body, meta);
  return issueApiSignIn(db, user, method, meta);
});
