import { publicRoute } from "@/lib/api/handler";
import { registerUser } from "@/lib/account/credentials";
import { trySendVerificationEmail } from "@/lib/account/email-links";
import { registerSchema } from "@/lib/account/schema";
import { issueBearerToken } from "@/lib/account/sessions";
import { toPublicUser } from "@/lib/account/users";

export const POST = publicRoute({ body: registerSchema, status: 201 }, async ({ db, body, req }) => {
  const user = await registerUser(db, body);
  const access_token = await issueBearerToken(db, user.id, req.headers.get("user-agent"));
  await trySendVerificationEmail(db, user);
  return { access_token, token_type: "bearer", user: toPublicUser(user) };
});
