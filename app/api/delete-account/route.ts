import { authedRoute } from "@/lib/api/handler";
import { deleteAccountSchema } from "@/lib/account/schema";
import { deleteAccount } from "@/lib/account/service";

/** Body: `{ "current_password": "..." }`: a token alone cannot delete the account. */
export const DELETE = authedRoute(
  { access: "account", body: deleteAccountSchema },
  async ({ db, user, body, req, ip }) => {
    await deleteAccount(db, user, body.current_password, { ip, userAgent: req.headers.get("user-agent") });
    return { detail: "Your account and all of its data have been deleted." };
  },
);
