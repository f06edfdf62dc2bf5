import { route } from "@/lib/api/handler";
import { tokensRevokedText } from "@/lib/identity/personal-tokens";
import { endOtherListedSignIns, listSignIns } from "@/lib/identity/sessions";
import { accountEndpoints } from "@/lib/openapi/paths/account";

/** The caller's live browser sessions and app tokens, theirs marked `current`. */
export const GET = route(accountEndpoints.listSessions, async ({ db, user }) =>
  listSignIns(db, { userId: user.id, currentTokenId: user.auth.tokenId }),
);

/**
 * Signs out everywhere else: every session and token of the caller but the one making the call,
 * and every personal access token unless `?revoke_personal_tokens=false`.
 */
export const DELETE = route(accountEndpoints.endOtherSessions, async ({ db, user, ip, req, query }) => {
  const ender = { userId: user.id, currentTokenId: user.auth.tokenId, ip, userAgent: req.headers.get("user-agent") };
  const ended = await endOtherListedSignIns(db, ender, {
    revokePersonalTokens: query.revoke_personal_tokens !== "false",
  });
  return { detail: signedOutText(ended.sessions) + tokensRevokedText(ended.personalTokens) };
});

function signedOutText(count: number): string {
  if (count === 0) return "There were no other sessions to sign out.";
  return count === 1 ? "Signed out of 1 other session." : `Signed out of ${count} other sessions.`;
}
