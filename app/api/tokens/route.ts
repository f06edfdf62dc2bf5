import { authedRoute } from "@/lib/api/handler";
import { tokenCreateSchema } from "@/lib/api-access/schema";
import { ApiError } from "@/lib/api/errors";
import { ALREADY_CREATED, createPersonalToken, listPersonalTokens } from "@/lib/api-access/tokens";

/** The caller's personal access tokens, newest first, expired ones marked; on every plan. */
export const GET = authedRoute({ access: "account" }, async ({ db, user }) => ({
  tokens: await listPersonalTokens(db, user.id),
}));

/**
 * Creates a personal access token (Pro) once the owner's password is confirmed: the answer
 * holds its secret, the only time it is shown.
 * A repeat with the same Idempotency-Key makes no second token and answers 409, not the secret.
 */
export const POST = authedRoute(
  {
    access: "account",
    requires: "api_access",
    body: tokenCreateSchema,
    status: 201,
    keptAnswer: () => ApiError.conflict(ALREADY_CREATED).toResponse(),
  },
  async ({ db, user, body, ip, req }) =>
    createPersonalToken(db, { user, input: body, meta: { ip, userAgent: req.headers.get("user-agent") } }),
);
