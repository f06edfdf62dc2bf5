import { route } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors/api-error";
import { toPublicUser, updateProfile } from "@/lib/identity/account/service";
import { ACCOUNT_ROUTE } from "@/lib/identity/api-access/caller-checks";
import { accountEndpoints } from "@/lib/openapi/paths/account";

/**
 * A new email needs `current_password`; the address it replaces gets a link that undoes the
 * change. A personal access token may edit the profile but not its email (account management).
 */
export const PUT = route(accountEndpoints.updateProfile, async ({ db, user, body, req, ip }) => {
  if (user.auth.kind === "pat" && body.email !== user.email) throw ApiError.forbidden(ACCOUNT_ROUTE);
  const { user: updated } = await updateProfile(db, user, body, { ip, userAgent: req.headers.get("user-agent") });
  return { user: toPublicUser(updated), detail: "Profile updated successfully!" };
});
