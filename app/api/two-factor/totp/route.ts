import { authedRoute } from "@/lib/api/handler";
import { passwordSchema } from "@/lib/two-factor/schema";
import { disableTotp } from "@/lib/two-factor/totp";

/** Turns the authenticator app off (the password is needed). */
export const DELETE = authedRoute({ access: "account", body: passwordSchema }, async ({ db, user, body, ip, req }) => {
  await disableTotp(db, user, body.password, { ip, userAgent: req.headers.get("user-agent") });
  return { detail: "Authenticator app turned off." };
});
