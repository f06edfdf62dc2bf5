import { authedRoute } from "@/lib/api/handler";
import { profileSchema } from "@/lib/account/schema";
import { toPublicUser, trySendVerificationEmail, updateProfile } from "@/lib/account/service";

export const PUT = authedRoute({ body: profileSchema }, async ({ db, user, body }) => {
  const { user: updated, emailChanged } = await updateProfile(db, user, body);
  if (emailChanged) await trySendVerificationEmail(db, updated);
  return { user: toPublicUser(updated), detail: "Profile updated successfully!" };
});
