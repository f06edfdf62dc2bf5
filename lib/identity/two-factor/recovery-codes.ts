/**
 * One-time recovery codes: 10 at a time, each 50 random bits, shown once and stored as
 * SHA-256 (their entropy makes a slow hash unnecessary). A new set replaces the old one.
 */
import "server-only";
import { randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { recoveryCodes } from "@/db/schema";
import { hashToken } from "@/lib/identity/tokens";
import { RECOVERY_CODE_COUNT } from "./schema";

// no 0/o, 1/l/i: easy to copy from paper
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const CODE_LENGTH = 10;

function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A code as the user may type it: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, "").toLowerCase();
}

const hashCode = (userId: string, code: string) => hashToken(`${userId}:${normalizeRecoveryCode(code)}`);

/** A new set of codes for the user; the old ones stop working. Answers the codes, the only time they are seen. */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashCode(userId, code) })));
  });
  return codes;
}

/** Uses up a code: true once. */
export async function redeemRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, hashCode(userId, code)),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return !!used;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
}
