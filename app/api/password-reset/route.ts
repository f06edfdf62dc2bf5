import { publicRoute } from "@/lib/api/handler";
import { RESET_REQUESTED, limitPasswordResetRequests, requestPasswordReset } from "@/lib/account/service";
import { resetRequestSchema } from "@/lib/account/schema";
import { runAfterResponse } from "@/lib/http/after-response";

/**
 * Answers at once, the same for every email; the lookup and the mail happen after the
 * response. Only the limit of the client IP shows (429), and it is the same for any email.
 */
export const POST = publicRoute({ body: resetRequestSchema }, async ({ db, body, ip }) => {
  await limitPasswordResetRequests(db, ip);
  runAfterResponse("password reset request", () => requestPasswordReset(db, body.email));
  return { detail: RESET_REQUESTED };
});
