import { route } from "@/lib/api/handler";
import { authenticate } from "@/lib/identity/account/service";
import { issueApiSignIn, secondStepFor } from "@/lib/identity/two-factor/sign-in";
import { signInEndpoints } from "@/lib/openapi/paths/sign-in";

/** A password sign-in; an account with two factors answers a sign-in token for POST /api/login/mfa instead. */
export const POST = route(signInEndpoints.login, async ({ db, body, ip, req }) => {
  const userAgent = req.headers.get("user-agent");
  const user = await authenticate(db, body, ip, userAgent);
  const secondStep = await secondStepFor(db, user.id);
  if (secondStep) return secondStep;
  return issueApiSignIn(db, user, "password", { ip, userAgent, client: "api" });
});
