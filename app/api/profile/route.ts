import { authedRoute } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { profileSchema } from "@/lib/account/schema";
import { toPublicUser, updateProfile } from "@/lib/account/service";
import { ACCOUNT_ROUTE } from "@/lib/api-access/caller-checks";

/**
 * A new email needs `current_password`; the address it replaces gets a link that undoes the
 * change. A personal access token may edit the profile but not its email (account management).
 */
export const PUT = authedRoute({ body: profileSchema }, async ({ db, user, body, req, ip }) => {
  if (user.auth.kind === "pat" && body.email !== user.email) throw ApiError.forbidden(ACCOUNT_ROUTE);
  const { user: updated } = await updateProfile(db, user, body, { ip, userAgent: req.headers.get("user-agent") });
  return { user: toPublicUser(updated), detail: "Profile updated successfully!" };
});
