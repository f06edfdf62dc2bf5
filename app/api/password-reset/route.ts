import { route } from "@/lib/api/handler";
import { RESET_REQUESTED, limitPasswordResetRequests, requestPasswordReset } from "@/lib/identity/account/service";
import { runAfterResponse } from "@/lib/http/after-response";
import { accountEndpoints } from "@/lib/openapi/paths/account";

/**
 * Answers at once, the same for every email; the lookup and the mail happen after the
 * response. Only the limit of the client IP shows (429), and it is the same for any email.
 */
export const POST = route(accountEndpoints.requestPasswordReset, async ({ db, body, ip }) => {
  await limitPasswordResetRequests(db, ip);
  runAfterResponse("password reset request", () => requestPasswordReset(db, body.email));
  return { detail: RESET_REQUESTED };
});
