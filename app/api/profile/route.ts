import { authedRoute } from "@/lib/api/handler";
import { trySendVerificationEmail } from "@/lib/account/email-links";
import { updateProfile } from "@/lib/account/profile";
import { profileSchema } from "@/lib/account/schema";
import { toPublicUser } from "@/lib/account/users";

export const PUT = authedRoute({ body: profileSchema }, async ({ db, user, body }) => {
  const { user: updated, emailChanged } = await updateProfile(db, user, body);
  if (emailChanged) await trySendVerificationEmail(db, updated);
  return { user: toPublicUser(updated), detail: "Profile updated successfully!" };
});
