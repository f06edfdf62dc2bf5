import { authedRoute } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { sendVerificationEmail } from "@/lib/account/email-links";

export const POST = authedRoute({}, async ({ db, user }) => {
  if (user.email_verified) throw ApiError.conflict("Your email is already verified.");
  await sendVerificationEmail(db, user);
  return { detail: `We sent a new verification link to ${user.email}.` };
});
