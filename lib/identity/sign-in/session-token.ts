/**
 * The session cookie's JWT, decoded once per distinct cookie: next-auth's decode derives
 * the key (HKDF) and decrypts (A256CBC-HS512) on every call, the largest cost of a
 * cookie-authenticated request. A cookie value that decoded once decodes to the same
 * payload until it expires, so successful decodes are kept (bounded, oldest dropped first)
 * and a kept payload past its expiry is refused exactly as decode would refuse it.
 */
import "server-only";
import { decode, type JWT, type JWTDecodeParams } from "next-auth/jwt";

const MAX_ENTRIES = 10_000;
/** jose's clockTolerance in next-auth's decode. */
const CLOCK_TOLERANCE_S = 15;

const decoded = new Map<string, { secret: JWTDecodeParams["secret"]; payload: JWT }>();

function expired(payload: JWT, now: number): boolean {
  return typeof payload.exp === "number" && payload.exp + CLOCK_TOLERANCE_S <= now / 1000;
}

export async function cachedDecode(params: JWTDecodeParams): Promise<JWT | null> {
  const { token, secret, salt } = params;
  if (!token) return null;
  const key = `${salt}\u0000${token}`;
  const hit = decoded.get(key);
  if (hit && hit.secret === secret) {
    if (!expired(hit.payload, Date.now())) return hit.payload;
    decoded.delete(key);
    return null;
  }
  const payload = await decode(params);
  if (!payload) return null;
  if (decoded.size >= MAX_ENTRIES) decoded.delete(decoded.keys().next().value!);
  decoded.set(key, { secret, payload });
  return payload;
}
