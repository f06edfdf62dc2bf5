/** A new account: the one path of the API and of the registration form. */
import "server-only";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { pgErrorCode } from "@/lib/api/db-errors";
import { ApiError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { TRIAL_DAYS } from "@/lib/billing/entitlements";
import { computeDailyCaloriesGoal } from "../calories";
import type { RegisterInput } from "../schema";
import { issueBearerToken } from "../sessions";
import { trySendVerificationEmail } from "./email-links";
import { profileValues, userColumns, type UserRow } from "./users";

export const EMAIL_TAKEN = "An account with this email already exists. Please log in instead.";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates the account on a trial, and its first bearer token when `issueToken` is given, in
 * one transaction: no account is left behind that its creator was told failed. The
 * verification email is sent after the commit, and a mail server that is down fails nothing.
 */
export async function registerAccount(
  db: Db,
  input: RegisterInput,
  { issueToken, now = new Date() }: { issueToken?: { userAgent: string | null }; now?: Date } = {},
): Promise<{ user: UserRow; access_token: string | null }> {
  const password_hash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        ...profileValues(input),
        password_hash,
        time_zone: input.time_zone ?? "UTC",
        daily_calories_goal: computeDailyCaloriesGoal(input),
        subscription_status: "trial",
        subscription_plan: null,
        subscription_end_date: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      })
      .returning(userColumns)
      .catch((err: unknown) => {
        throw pgErrorCode(err) === "23505" ? ApiError.conflict(EMAIL_TAKEN) : err;
      });
    const access_token = issueToken ? await issueBearerToken(tx, user!.id, issueToken.userAgent) : null;
    return { user: user!, access_token };
  });
  await trySendVerificationEmail(db, created.user);
  return created;
}
