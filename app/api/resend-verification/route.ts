import { authedRoute } from "@/lib/api/handler";
import { resendVerificationEmail } from "@/lib/account/service";

export const POST = authedRoute({}, async ({ db, user }) => {
  await resendVerificationEmail(db, user);
  return { detail: `We sent a new verification link to ${user.email}.` };
});
