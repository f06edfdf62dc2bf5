/**
 * Records that a sign-in was used, after the answer and at most once a minute: the idle
 * limit of browser sessions reads `last_used_at`, and the sessions list shows it. A request
 * whose lookup already answered a fresh `last_used_at` writes nothing; for a read that does
 * not answer it (the food day's one statement), this process remembers when it last wrote
 * for that sign-in. Either way the UPDATE itself writes only when the stored value is a
 * minute old, so several instances still write once a minute between them.
 */
import "server-only";
import type { Db } from "@/db/client";
import { LAST_USE_EVERY_MS, touchSignIn, type Credential } from "@/lib/identity/sessions";
import { touchPersonalToken, type PatCredential } from "@/lib/identity/api-access/personal-token";
import { runAfterResponse } from "@/lib/http/after-response";

const MAX_ENTRIES = 10_000;
/** Credential key → when this process last scheduled a write for it. */
const scheduled = new Map<string, number>();

export function noteSignInUse(db: Db, credential: Credential | PatCredential, lastUsedAt?: Date): void {
  const now = Date.now();
  if (lastUsedAt && now - lastUsedAt.getTime() < LAST_USE_EVERY_MS) return;
  const last = scheduled.get(credential.key);
  if (last !== undefined && now - last < LAST_USE_EVERY_MS) return;
  if (last === undefined && scheduled.size >= MAX_ENTRIES) scheduled.delete(scheduled.keys().next().value!);
  scheduled.set(credential.key, now);
  runAfterResponse("recording a sign-in's last use", async () => {
    if (credential.kind === "pat") await touchPersonalToken(db, credential, new Date(now));
    else await touchSignIn(db, credential, new Date(now));
  });
}
