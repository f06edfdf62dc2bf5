import { route } from "@/lib/api/handler";
import { resendVerificationEmail } from "@/lib/identity/account/service";
import { accountEndpoints } from "@/lib/openapi/paths/account";

export const POST = route(accountEndpoints.resendVerification, async ({ db, user, ip }) => {
  await resendVerificationEmail(db, user, ip);
  return { detail: `We sent a new verification link to ${user.email}.` };
});
