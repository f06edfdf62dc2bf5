import { route } from "@/lib/api/handler";
import { createPersonalToken, listPersonalTokens } from "@/lib/identity/api-access/tokens";
import { tokensEndpoints } from "@/lib/openapi/paths/tokens";

/** The caller's personal access tokens, newest first, expired ones marked; on every plan. */
export const GET = route(tokensEndpoints.list, async ({ db, user }) => ({
  tokens: await listPersonalTokens(db, user.id),
}));

/**
 * Creates a personal access token (Pro) once the owner's password is confirmed: the answer
 * holds its secret, the only time it is shown.
 * A repeat with the same Idempotency-Key makes no second token and answers 409, not the secret.
 */
export const POST = route(tokensEndpoints.create, async ({ db, user, body, ip, req }) =>
  createPersonalToken(db, { user, input: body, meta: { ip, userAgent: req.headers.get("user-agent") } }),
);
