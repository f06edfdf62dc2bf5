/**
 * Encrypts the TOTP secrets at rest (AES-256-GCM): a copy of the database alone does not
 * give anyone the codes. The key is derived from AUTH_SECRET with HKDF, so rotating
 * AUTH_SECRET also means setting the authenticators up again.
 */
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getAuthSecret } from "@/lib/identity/secret";

const VERSION = "v1";
let cached: { secret: string; key: Buffer } | undefined;

function key(): Buffer {
  const secret = getAuthSecret();
  if (cached?.secret !== secret) {
    const derived = Buffer.from(hkdfSync("sha256", secret, "vitalog", "vitalog totp secret v1", 32));
    cached = { secret, key: derived };
  }
  return cached.key;
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    body.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
  ].join(".");
}

/** The secret, or null when it was sealed with another key or has been tampered with. */
export function openSecret(sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
