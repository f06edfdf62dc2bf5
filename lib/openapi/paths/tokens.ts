/** `/api/tokens`: personal access tokens, managed with the app's own sign-in only (a token may not). */
import { ALREADY_CREATED, TOKEN_NOT_FOUND } from "@/lib/identity/api-access/tokens";
import { ApiError } from "@/lib/errors/api-error";
import { createdTokenSchema, detailSchema, tokenListSchema } from "@/lib/identity/api-access/responses";
import { tokenCreateSchema } from "@/lib/identity/api-access/schema";
import { endpoint } from "../endpoint";

const TAG = "Tokens";
const ID = "5b0c7a52-9d4e-4f0e-8a61-2f3c9b1d7e40";
const SECRET = "vl_pat_Xq3J5mO1vRk8Zt0bHc9yWfLp2sEa7uNd4GiT6eKh1Qw";

export const tokensEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/tokens",
    summary: "List personal access tokens",
    description:
      "The caller's personal access tokens, newest first, without their secrets. Expired tokens stay listed " +
      "(`expired: true`) until revoked. Works on every plan, so a user who left Pro can still revoke their tokens.",
    tag: TAG,
    access: "account",
    responses: {
      200: {
        description: "The tokens.",
        schema: tokenListSchema,
        example: {
          tokens: [
            {
              token_id: ID,
              name: "Nightly backup",
              scope: "read",
              created_at: "2026-11-02T08:15:00.000Z",
              last_used_at: "2026-11-26T03:00:12.000Z",
              expires_at: "2027-01-31T08:15:00.000Z",
              expired: false,
            },
          ],
        },
      },
    },
    throws: [401, 403, 429],
  }),
  create: endpoint({
    method: "post",
    path: "/api/tokens",
    summary: "Create a personal access token",
    description:
      "Needs the Pro plan (402 otherwise) and the account's password (`current_password`: 400 when missing or " +
      "wrong; wrong ones count towards the login throttle, 429). A token ends after 30, 90 or 365 days. " +
      "The answer holds the secret (`token`), the only time it is shown: " +
      "only its hash is stored. A user holds at most 20 unexpired tokens (409 past that). A repeat with the same " +
      "`Idempotency-Key` creates no second token and answers 409: the secret is never kept for a replay.",
    tag: TAG,
    access: "account",
    body: tokenCreateSchema,
    bodyExample: {
      name: "Nightly backup",
      scope: "read",
      expires_in_days: 90,
      current_password: "correct-horse-battery",
    },
    requires: "api_access",
    keptAnswer: () => ApiError.conflict(ALREADY_CREATED).toResponse(),
    responses: {
      201: {
        description: "The new token, with its secret.",
        schema: createdTokenSchema,
        example: {
          token_id: ID,
          token: SECRET,
          name: "Nightly backup",
          scope: "read",
          expires_at: "2027-01-31T08:15:00.000Z",
        },
      },
    },
    throws: [400, 401, 402, 403, 409, 422, 429],
  }),
  revoke: endpoint({
    method: "delete",
    path: "/api/tokens/{token_id}",
    summary: "Revoke a personal access token",
    description: "Deletes the token: it answers 401 from the next request on. Works on every plan.",
    tag: TAG,
    access: "account",
    params: { token_id: "uuid" },
    notFound: TOKEN_NOT_FOUND,
    responses: {
      200: { description: "Revoked.", schema: detailSchema, example: { detail: "Token revoked." } },
    },
    throws: [401, 403, 404, 429],
  }),
};
