import { authedRoute } from "@/lib/api/handler";
import { resendVerificationEmail } from "@/lib/account/service";

export const POST = authedRoute({ access: "account", callsOutside: true }, async ({ db, user, ip }) => {
  await resendVerificationEmail(db, user, ip);
  return { detail: `We sent a new verification link to ${user.email}.` };
});
