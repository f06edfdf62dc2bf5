import { route } from "@/lib/api/handler";
import { tokensRevokedText } from "@/lib/identity/personal-tokens";
import { changePassword } from "@/lib/identity/account/service";
import { accountEndpoints } from "@/lib/openapi/paths/account";

export const POST = route(accountEndpoints.changePassword, async ({ db, user, body, req, ip }) => {
  const { personalTokensRevoked } = await changePassword(db, user, user.auth.tokenId, body, {
    ip,
    userAgent: req.headers.get("user-agent"),
  });
  return { detail: `Password changed successfully!${tokensRevokedText(personalTokensRevoked)}` };
});
