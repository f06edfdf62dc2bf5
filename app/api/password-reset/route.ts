import { publicRoute } from "@/lib/api/handler";
import { RESET_REQUESTED, requestPasswordReset } from "@/lib/account/service";
import { resetRequestSchema } from "@/lib/account/schema";
import { runAfterResponse } from "@/lib/http/after-response";

/** Answers at once, the same for every email; the lookup and the mail happen after the response. */
export const POST = publicRoute({ body: resetRequestSchema }, async ({ db, body }) => {
  runAfterResponse("password reset request", () => requestPasswordReset(db, body.email));
  return { detail: RESET_REQUESTED };
});
