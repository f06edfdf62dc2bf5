import { publicRoute } from "@/lib/api/handler";
import { registerUser } from "@/lib/account/credentials";
import { trySendVerificationEmail } from "@/lib/account/email-links";
import { registerSchema } from "@/lib/account/schema";
import { issueBearerToken } from "@/lib/account/sessions";
import { toPublicUser } from "@/lib/account/users";

export const POST = publicRoute({ body: registerSchema, status: 201 }, async ({ db, body, req }) => {
  // the account and its first token are one write: never an account its creator was told failed
  const { user, access_token } = await db.transaction(async (tx) => {
    const created = await registerUser(tx, body);
    return { user: created, access_token: await issueBearerToken(tx, created.id, req.headers.get("user-agent")) };
  });
  await trySendVerificationEmail(db, user);
  return { access_token, token_type: "bearer", user: toPublicUser(user) };
});
