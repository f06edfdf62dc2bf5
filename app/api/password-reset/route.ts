import { publicRoute } from "@/lib/api/handler";
import { RESET_REQUESTED, requestPasswordReset } from "@/lib/account/email-links";
import { resetRequestSchema } from "@/lib/account/schema";

export const POST = publicRoute({ body: resetRequestSchema }, async ({ db, body }) => {
  await requestPasswordReset(db, body.email);
  return { detail: RESET_REQUESTED };
});
