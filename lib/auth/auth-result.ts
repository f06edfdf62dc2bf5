/** What a browser sign-in or registration answers; on success the session is the cookie the action set. */
export type AuthResult = { ok: true } | { ok: false; detail: string };

/** The words of a refused sign-in that carries no detail of its own. */
export const AUTH_FAILED = "Authentication failed";
