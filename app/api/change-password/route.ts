import { authedRoute } from "@/lib/api/handler";
import { tokensRevokedText } from "@/lib/account/personal-tokens";
import { changePassword } from "@/lib/account/service";
import { changePasswordSchema } from "@/lib/account/schema";

export const POST = authedRoute(
  { access: "account", body: changePasswordSchema },
  async ({ db, user, body, req, ip }) => {
    const { personalTokensRevoked } = await changePassword(db, user, user.auth.tokenId, body, {
      ip,
      userAgent: req.headers.get("user-agent"),
    });
    return { detail: `Password changed successfully!${tokensRevokedText(personalTokensRevoked)}` };
  },
);
