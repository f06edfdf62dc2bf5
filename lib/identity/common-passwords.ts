/**
 * Passwords too common to accept (OWASP ASVS 5.0 asks for a check against at least the 3,000 most common):
 * zxcvbn-ts's list of 49,233 passwords seen most often in breaches, compared in lower case,
 * plus what a list cannot hold: one character repeated, and a plain run of the alphabet, the
 * digits or a keyboard row, either way. Server-only: the list is 370 KB and must not reach
 * a browser bundle (the forms show the server's detail).
 */
import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";
import { ApiError } from "@/lib/errors/api-error";

export const COMMON_PASSWORD = "This password is too common. Choose one that is harder to guess.";

let common: Set<string> | undefined;

const RUNS = ["abcdefghijklmnopqrstuvwxyz", "0123456789", "1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"];
const REVERSED = RUNS.map((run) => [...run].reverse().join(""));

function isRun(lower: string): boolean {
  return [...RUNS, ...REVERSED].some((run) => run.includes(lower));
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if ([...lower].every((c) => c === lower[0])) return true;
  if (isRun(lower)) return true;
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(lower);
}

/** Refuses a password the user chooses (registration, change, reset) when it is too common. */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) throw ApiError.badRequest(COMMON_PASSWORD);
}
