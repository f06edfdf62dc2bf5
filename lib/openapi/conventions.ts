/**
 * What every operation of the document shares: how a caller signs in, the headers of rate
 * limits and safe retries, and the words of the document's introduction.
 */

export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    description:
      "`Authorization: Bearer <token>`: the token of a sign-in (`POST /api/login`, `POST /api/register`) " +
      "or a personal access token (`vl_pat_…`, Settings → API, Pro plan).",
  },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "authjs.session-token",
    description:
      "The browser session of the web app (`__Secure-authjs.session-token` over HTTPS). Writes must come from the app's own origin.",
  },
} as const;

/** A signed-in operation accepts either. */
export const SIGNED_IN: Record<string, string[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

const RATE_LIMIT_NOTE = "Sent to personal access tokens.";

export const HEADERS = {
  "RateLimit-Limit": {
    description: `Requests the token may make in the current window. ${RATE_LIMIT_NOTE}`,
    schema: { type: "integer", minimum: 0 },
  },
  "RateLimit-Remaining": {
    description: `Requests left in the current window. ${RATE_LIMIT_NOTE}`,
    schema: { type: "integer", minimum: 0 },
  },
  "RateLimit-Reset": {
    description: `Seconds until the current window ends. ${RATE_LIMIT_NOTE}`,
    schema: { type: "integer", minimum: 0 },
  },
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", minimum: 1 },
  },
} as const;

export const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": { $ref: "#/components/headers/RateLimit-Limit" },
  "RateLimit-Remaining": { $ref: "#/components/headers/RateLimit-Remaining" },
  "RateLimit-Reset": { $ref: "#/components/headers/RateLimit-Reset" },
};

export const IDEMPOTENCY_KEY_MAX = 255;

export const PARAMETERS = {
  IdempotencyKey: {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    description:
      "Makes a retry safe: a repeat with the same key and body within 24 hours answers the first answer " +
      "(status and body) without doing the work again; the same key with another body is 422. Keys are per user.",
    schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
    example: "5f0c6a1e-3f2b-4d7e-9a61-2b8f4c1d9e70",
  },
} as const;

export const DESCRIPTION = `The REST API of vitalog, the app's own contract: the web app uses exactly these routes.
This document is generated from the zod schemas the route handlers parse with.

## Authentication
Create a **personal access token** in Settings → API (Pro plan), with the scope
\`read\` or \`read_write\` and an expiry, and send it on every request:

    curl -H "Authorization: Bearer vl_pat_…" https://<host>/api/food-entries

A \`read\` token is refused on writes (403); account and token management (password, email,
deletion, two-factor, tokens) refuse personal tokens (403); a token whose owner is no longer on
Pro answers 402. Scripts may also sign in with \`POST /api/login\` and use the bearer token it answers.

## Errors
Every error answers \`{ "detail": "..." }\` with a fitting status; each operation lists the statuses it can give.

## Rate limits and retries
Personal access tokens are limited per token; each answer carries \`RateLimit-Limit\`,
\`RateLimit-Remaining\` and \`RateLimit-Reset\`, and a refusal is 429 with \`Retry-After\`.
Every POST of a signed-in route accepts an \`Idempotency-Key\` header (up to ${IDEMPOTENCY_KEY_MAX} characters): a retry with
the same key and body within 24 hours answers the first answer again.`;
