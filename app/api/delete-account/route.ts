import { route } from "@/lib/api/handler";
import { deleteAccount } from "@/lib/identity/account/service";
import { accountEndpoints } from "@/lib/openapi/paths/account";

/** Body: `{ "current_password": "..." }`: a token alone cannot delete the account. */
export const DELETE = route(accountEndpoints.deleteAccount, async ({ db, user, body, req, ip }) => {
  await deleteAccount(db, user, body.current_password, { ip, userAgent: req.headers.get("user-agent") });
  return { detail: "Your account and all of its data have been deleted." };
});
