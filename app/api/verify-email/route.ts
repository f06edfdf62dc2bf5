import { publicRoute } from "@/lib/api/handler";
import { verifyEmail } from "@/lib/account/service";
import { tokenSchema } from "@/lib/account/schema";

export const POST = publicRoute({ body: tokenSchema }, async ({ db, body }) => {
  await verifyEmail(db, body.token);
  return { detail: "Your email is verified. Thank you!" };
});
