import { route } from "@/lib/api/handler";
import { verifyEmail } from "@/lib/identity/account/service";
import { accountEndpoints } from "@/lib/openapi/paths/account";

export const POST = route(accountEndpoints.verifyEmail, async ({ db, body }) => {
  await verifyEmail(db, body.token);
  return { detail: "Your email is verified. Thank you!" };
});
