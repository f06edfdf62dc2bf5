import { authedRoute } from "@/lib/api/handler";
import { profileSchema } from "@/lib/account/schema";
import { toPublicUser, updateProfile } from "@/lib/account/service";

/** A new email needs `current_password`; the address it replaces gets a link that undoes the change. */
export const PUT = authedRoute({ body: profileSchema }, async ({ db, user, body, req, ip }) => {
  const { user: updated } = await updateProfile(db, user, body, { ip, userAgent: req.headers.get("user-agent") });
  return { user: toPublicUser(updated), detail: "Profile updated successfully!" };
});
