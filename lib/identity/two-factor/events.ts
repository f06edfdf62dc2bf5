/** The account events of two-factor changes and sign-ins, with the request they came from. */
import "server-only";
import type { Db } from "@/db/client";
import { recordAccountEvent, type AccountEventInput, type AccountEventKind } from "@/lib/identity/activity";

export type RequestMeta = { ip: string; userAgent: string | null };

export function recordEvent(
  db: Db,
  userId: string,
  kind: AccountEventKind,
  meta: RequestMeta,
  detail?: AccountEventInput["detail"],
): Promise<void> {
  return recordAccountEvent(db, { userId, kind, ip: meta.ip, userAgent: meta.userAgent, detail });
}
