import { authedRoute } from "@/lib/api/handler";
import { changePassword } from "@/lib/account/service";
import { changePasswordSchema } from "@/lib/account/schema";

export const POST = authedRoute({ body: changePasswordSchema }, async ({ db, user, body }) => {
  await changePassword(db, user.id, user.auth.tokenId, body);
  return { detail: "Password changed successfully!" };
});
