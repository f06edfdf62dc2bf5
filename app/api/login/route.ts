import { publicRoute } from "@/lib/api/handler";
import { loginSchema } from "@/lib/account/schema";
import { authenticate, toPublicUser } from "@/lib/account/service";
import { issueBearerToken } from "@/lib/account/sessions";

export const POST = publicRoute({ body: loginSchema }, async ({ db, body, ip, req }) => {
  const user = await authenticate(db, body, ip);
  const access_token = await issueBearerToken(db, user.id, req.headers.get("user-agent"));
  return { access_token, token_type: "bearer", user: toPublicUser(user) };
});
