/** A new set of recovery codes, asked for in Settings. */
import "server-only";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { recordEvent, type RequestMeta } from "./events";
import { signInMethods } from "./factors";
import { confirmPassword, type Caller } from "./password-check";
import { replaceRecoveryCodes } from "./recovery-codes";

export const NO_SECOND_FACTOR = "Turn on two-factor authentication first.";

export async function regenerateRecoveryCodes(
  db: Db,
  user: Caller,
  password: string,
  meta: RequestMeta,
): Promise<string[]> {
  await confirmPassword(db, user, password, meta.ip);
  if ((await signInMethods(db, user.id)).length === 0) throw ApiError.conflict(NO_SECOND_FACTOR);
  const codes = await replaceRecoveryCodes(db, user.id);
  await recordEvent(db, user.id, "recovery_codes_generated", meta);
  return codes;
}
