import { createHash, randomBytes } from "node:crypto";

/** A new secret token: 256 random bits, URL-safe. Only its hash is ever stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
