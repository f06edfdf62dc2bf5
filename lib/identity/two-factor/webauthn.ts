/**
 * The relying party of passkeys: its id is APP_URL's host name and the only origin accepted
 * is APP_URL's, so a passkey made for vitalog answers nowhere else (and nothing made
 * elsewhere answers here).
 */
import "server-only";
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import { env } from "@/lib/env";

export const RP_NAME = "vitalog";
/** How long the browser waits for the authenticator. */
export const CEREMONY_TIMEOUT_MS = 120_000;

export function relyingParty(): { rpID: string; origin: string } {
  const url = new URL(env().APP_URL);
  return { rpID: url.hostname, origin: url.origin };
}

/** The challenge a response signed, read from its client data; null when that is not readable. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === "string" && challenge.length > 0 && challenge.length < 200 ? challenge : null;
  } catch {
    return null;
  }
}
