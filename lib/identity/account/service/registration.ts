/** A new account: the one path of the API and of the registration form. */
import "server-only";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { pgErrorCode } from "@/lib/errors/db-errors";
import { ApiError } from "@/lib/errors/api-error";
import { hashPassword } from "@/lib/identity/password";
import { TRIAL_DAYS } from "@/lib/billing/entitlements";
import { env } from "@/lib/env";
import { recordAccountEvent } from "../../activity";
import { computeDailyCaloriesGoal } from "../calories";
import type { RegisterInput } from "../../schema";
import { issueBearerToken } from "../../sessions";
import { assertPasswordNotCommon } from "../../common-passwords";
import type { RequestOrigin } from "./credentials";
import { trySendVerificationEmail } from "./email-links";
import { enforceRateLimit } from "../../rate-limit";
import { profileValues, userColumns, type UserRow } from "../../users";

export const EMAIL_TAKEN = "An account with this email already exists. Please log in instead.";
export const TOO_MANY_REGISTRATIONS = "Too many sign-up attempts from your network.";
export const TOO_MANY_FOR_EMAIL = "Too many sign-up attempts for this email address.";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Creates the account on a trial, and its first bearer token when `issueToken` is set, in
 * one transaction: no account is left behind that its creator was told failed. The
 * verification email is sent after the commit, and a mail server that is down fails nothing.
 * Register answers 409 for a taken email, so the attempts of one client IP are limited
 * (REGISTRATIONS_PER_IP_PER_HOUR, 10 by default), and so are those naming one email address
 * from any IP (REGISTRATIONS_PER_EMAIL_PER_HOUR, 10 by default): a taken email, a common
 * password and a new account all count, so addresses cannot be tested at scale, nor one
 * address over and over from many IPs.
 */
export async function registerAccount(
  db: Db,
  input: RegisterInput,
  origin: RequestOrigin,
  { issueToken = false, now = new Date() }: { issueToken?: boolean; now?: Date } = {},
): Promise<{ user: UserRow; access_token: string | null }> {
  await enforceRateLimit(
    db,
    { bucket: "register_ip", key: origin.ip, max: env().REGISTRATIONS_PER_IP_PER_HOUR, windowMs: HOUR_MS },
    TOO_MANY_REGISTRATIONS,
  );
  // the schema has trimmed and lower-cased the email: every spelling of an address counts together
  await enforceRateLimit(
    db,
    { bucket: "register_email", key: input.email, max: env().REGISTRATIONS_PER_EMAIL_PER_HOUR, windowMs: HOUR_MS },
    TOO_MANY_FOR_EMAIL,
  );
  assertPasswordNotCommon(input.password);
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
    const access_token = issueToken ? await issueBearerToken(tx, user!.id, origin.userAgent, origin.ip) : null;
    return { user: user!, access_token };
  });
  await recordAccountEvent(db, {
    userId: created.user.id,
    kind: "account_created",
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
  await trySendVerificationEmail(db, created.user);
  return created;
}
