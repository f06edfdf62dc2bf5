import "server-only";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";

let cached: string | undefined;

/**
 * AUTH_SECRET signs and encrypts session cookies. Production refuses to run without it;
 * development generates one once into .data/ so sessions survive restarts.
 */
export function getAuthSecret(): string {
  if (cached) return cached;
  const { AUTH_SECRET, NODE_ENV } = env();
  if (AUTH_SECRET) return (cached = AUTH_SECRET);
  if (NODE_ENV === "production") {
    throw new Error("AUTH_SECRET is required in production: set it to 32+ random bytes (openssl rand -base64 32).");
  }
  const file = path.join(process.cwd(), ".data", "auth-secret");
  if (existsSync(file)) return (cached = readFileSync(file, "utf8").trim());
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return (cached = secret);
}
