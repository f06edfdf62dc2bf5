import { route } from "@/lib/api/handler";
import { resetPassword } from "@/lib/identity/account/service";
import { accountEndpoints } from "@/lib/openapi/paths/account";

export const POST = route(accountEndpoints.confirmPasswordReset, async ({ db, body, req, ip }) => {
  await resetPassword(db, body.token, body.new_password, { ip, userAgent: req.headers.get("user-agent") });
  return { detail: "Your password has been reset. Please log in with the new password." };
});
