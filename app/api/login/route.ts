import { publicRoute } from "@/lib/api/handler";
import { authenticate } from "@/lib/account/credentials";
import { loginSchema } from "@/lib/account/schema";
import { issueBearerToken } from "@/lib/account/sessions";
import { toPublicUser } from "@/lib/account/users";

export const POST = publicRoute({ body: loginSchema }, async ({ db, body, ip, req }) => {
  const user = await authenticate(db, body, ip);
  const access_token = await issueBearerToken(db, user.id, req.headers.get("user-agent"));
  return { access_token, token_type: "bearer", user: toPublicUser(user) };
});
