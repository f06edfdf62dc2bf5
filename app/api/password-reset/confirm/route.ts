import { publicRoute } from "@/lib/api/handler";
import { resetPassword } from "@/lib/account/service";
import { resetConfirmSchema } from "@/lib/account/schema";

export const POST = publicRoute({ body: resetConfirmSchema }, async ({ db, body, req, ip }) => {
  await resetPassword(db, body.token, body.new_password, { ip, userAgent: req.headers.get("user-agent") });
  return { detail: "Your password has been reset. Please log in with the new password." };
});
