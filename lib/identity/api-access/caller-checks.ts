/**
 * What a personal access token may do, checked once per request by the handler wrapper, in
 * this order: its request budget (429), its owner's plan (402: API access is Pro), the route
 * (403: account and token management need the app's own sign-in), its scope (403: a `read`
 * token makes no changes). The app's own sign-in tokens have a budget of their own, per user
 * (`checkAppSignIn`); browser sessions pass untouched.
 */
import "server-only";
import type { Db } from "@/db/client";
import type { SignedInUser } from "@/lib/identity/sessions";
import { ApiError } from "@/lib/errors/api-error";
import { assertCan } from "@/lib/billing/entitlements";
import { appRateLimitHeaders, appRateLimitRefusal, countAppRequest } from "./app-rate-limit";
import { countTokenRequest, rateLimitHeaders, rateLimitRefusal } from "./rate-limit";

export const READ_ONLY_TOKEN =
  "This token's scope is read: it cannot make changes. Create a token with the read_write scope to write.";
export const ACCOUNT_ROUTE =
  "Personal access tokens cannot manage the account, its sign-ins or its tokens. Sign in to vitalog to do this.";

export type RouteAccess = {
  /** `account`: refuses personal tokens (password, email, deletion, two-factor, sessions, tokens, billing). */
  access?: "user" | "account";
  /** Whether the route changes anything; default: every method but GET and HEAD. */
  writes: boolean;
};

/**
 * Checks a personal token's request; first puts into `headers` the RateLimit-* headers that
 * every answer to it carries, a refusal thrown from here included.
 */
export async function checkPersonalToken(db: Db, user: SignedInUser, route: RouteAccess, headers: Headers) {
  const state = await countTokenRequest(db, user.auth.tokenId);
  for (const [name, value] of Object.entries(rateLimitHeaders(state))) headers.set(name, value);
  if (!state.allowed) throw rateLimitRefusal(state);
  assertCan(user, "api_access");
  if (route.access === "account") throw ApiError.forbidden(ACCOUNT_ROUTE);
  if (route.writes && user.auth.scope !== "read_write") throw ApiError.forbidden(READ_ONLY_TOKEN);
}

/**
 * Counts a request of an app sign-in token (kind `bearer`) against its owner's budget; first
 * puts into `headers` the RateLimit-* headers, then throws the 429 past the budget.
 */
export async function checkAppSignIn(db: Db, userId: string, headers: Headers): Promise<void> {
  const state = await countAppRequest(db, userId);
  for (const [name, value] of Object.entries(appRateLimitHeaders(state))) headers.set(name, value);
  if (!state.allowed) throw appRateLimitRefusal(state);
}
