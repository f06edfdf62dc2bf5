import { route } from "@/lib/api/handler";
import { registerAccount, toPublicUser } from "@/lib/identity/account/service";
import { signInEndpoints } from "@/lib/openapi/paths/sign-in";

export const POST = route(signInEndpoints.register, async ({ db, body, req, ip }) => {
  const { user, access_token } = await registerAccount(
    db,
    body,
    { ip, userAgent: req.headers.get("user-agent") },
    { issueToken: true },
  );
  return { access_token, token_type: "bearer", user: toPublicUser(user) };
});
