import type { MfaMethod } from "@/lib/identity/two-factor/schema";

/** The second step a sign-in asks for: the token that carries the first, and the ways to answer it. */
export type SecondStepChallenge = { mfa_token: string; methods: MfaMethod[] };

/**
 * What a browser sign-in or registration answers; on success the session is the cookie the
 * action set. A correct password on an account with two factors answers `second_step`.
 */
export type AuthResult = { ok: true } | { ok: false; detail: string; second_step?: SecondStepChallenge };

/** The words of a refused sign-in that carries no detail of its own. */
export const AUTH_FAILED = "Authentication failed";
