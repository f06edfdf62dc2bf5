import { authedRoute } from "@/lib/api/handler";
import { endListedSignIn } from "@/lib/account/sessions";

const SESSION_NOT_FOUND = "Session not found.";

/** Ends one of the caller's sessions or tokens: its cookie or token stops working at once. */
export const DELETE = authedRoute(
  { access: "account", params: { session_id: "uuid" }, notFound: SESSION_NOT_FOUND },
  async ({ db, user, params, ip, req }) => {
    const ender = { userId: user.id, currentTokenId: user.auth.tokenId, ip, userAgent: req.headers.get("user-agent") };
    return (await endListedSignIn(db, ender, params.session_id!)) ? { detail: "Session ended." } : null;
  },
);
