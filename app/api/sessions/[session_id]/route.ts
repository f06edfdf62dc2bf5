import { route } from "@/lib/api/handler";
import { endListedSignIn } from "@/lib/identity/sessions";
import { accountEndpoints } from "@/lib/openapi/paths/account";

/** Ends one of the caller's sessions or tokens: its cookie or token stops working at once. */
export const DELETE = route(accountEndpoints.endSession, async ({ db, user, params, ip, req }) => {
  const ender = { userId: user.id, currentTokenId: user.auth.tokenId, ip, userAgent: req.headers.get("user-agent") };
  return (await endListedSignIn(db, ender, params.session_id)) ? { detail: "Session ended." } : null;
});
