import { route } from "@/lib/api/handler";
import { revokePersonalToken, TOKEN_REVOKED } from "@/lib/identity/api-access/tokens";
import { tokensEndpoints } from "@/lib/openapi/paths/tokens";

/** Revokes one of the caller's personal access tokens: it stops working at once; on every plan. */
export const DELETE = route(tokensEndpoints.revoke, async ({ db, user, params, ip, req }) => {
  const meta = { ip, userAgent: req.headers.get("user-agent") };
  return (await revokePersonalToken(db, { userId: user.id, tokenId: params.token_id, meta }))
    ? { detail: TOKEN_REVOKED }
    : null;
});
