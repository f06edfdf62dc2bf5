import { hash, randomBytes } from "node:crypto";

/** A new secret token: 256 random bits, URL-safe. Only its hash is ever stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 in hex, in one call (a `createHash` object costs several times more per request). */
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
