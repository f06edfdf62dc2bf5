import { route } from "@/lib/api/handler";
import { revertEmailChange } from "@/lib/identity/account/service";
import { accountEndpoints } from "@/lib/openapi/paths/account";

/** The link mailed to the address an account left: restores it, signs every device out and revokes every personal token. */
export const POST = route(accountEndpoints.revertEmail, async ({ db, body, req, ip }) => {
  const { email } = await revertEmailChange(db, body.token, { ip, userAgent: req.headers.get("user-agent") });
  return {
    detail:
      `Your account's email address is ${email} again, every device has been signed out ` +
      "and every personal access token has been revoked. If you did not make the change, choose a new password now.",
  };
});
