import { route } from "@/lib/api/handler";
import { disableTotp } from "@/lib/identity/two-factor/totp";
import { twoFactorEndpoints } from "@/lib/openapi/paths/two-factor";

/** Turns the authenticator app off (the password is needed). */
export const DELETE = route(twoFactorEndpoints.totpOff, async ({ db, user, body, ip, req }) => {
  await disableTotp(db, user, body.password, { ip, userAgent: req.headers.get("user-agent") });
  return { detail: "Authenticator app turned off." };
});
