import { publicRoute } from "@/lib/api/handler";
import { registerSchema } from "@/lib/account/schema";
import { registerAccount, toPublicUser } from "@/lib/account/service";

export const POST = publicRoute({ body: registerSchema, status: 201 }, async ({ db, body, req, ip }) => {
  const { user, access_token } = await registerAccount(
    db,
    body,
    { ip, userAgent: req.headers.get("user-agent") },
    { issueToken: true },
  );
  return { access_token, token_type: "bearer", user: toPublicUser(user) };
});
