/**
 * Profile edits: the calorie goal follows the profile unless the user set their own. A new
 * email needs the current password, is verified again, and the address it replaces is told
 * (with a link that undoes the change).
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { pgErrorCode } from "@/lib/errors/db-errors";
import { recordAccountEvent } from "../../activity";
import { computeDailyCaloriesGoal } from "../calories";
import { PASSWORD_FOR_EMAIL_CHANGE, type ProfileInput } from "../../schema";
import { verifyCurrentPassword, type RequestOrigin } from "./credentials";
import { sendEmailChangedNotice, trySendVerificationEmail } from "./email-links";
import { profileValues, userColumns, type UserRow } from "../../users";

export { PASSWORD_FOR_EMAIL_CHANGE };

const TARGET_KEYS = ["fiber_target_g", "sugar_target_g", "saturated_fat_target_g", "sodium_target_mg"] as const;

/** Each nutrient target as sent (null: none), or as it was when left out. */
function nutrientTargets(input: ProfileInput, current: UserRow) {
  return Object.fromEntries(TARGET_KEYS.map((k) => [k, input[k] === undefined ? current[k] : input[k]])) as Pick<
    UserRow,
    (typeof TARGET_KEYS)[number]
  >;
}

export async function updateProfile(
  db: Db,
  current: UserRow,
  input: ProfileInput,
  origin: RequestOrigin,
): Promise<{ user: UserRow; emailChanged: boolean }> {
  const custom =
    input.daily_calories_goal === undefined ? current.calorie_goal_custom : input.daily_calories_goal !== null;
  const goal = custom ? (input.daily_calories_goal ?? current.daily_calories_goal) : computeDailyCaloriesGoal(input);
  const emailChanged = input.email !== current.email;
  if (emailChanged) {
    if (!input.current_password) throw ApiError.badRequest(PASSWORD_FOR_EMAIL_CHANGE);
    await verifyCurrentPassword(db, current, input.current_password, origin);
  }
  const user = await writeProfile(db, current, input, { goal, custom, emailChanged });
  if (emailChanged) {
    await recordAccountEvent(db, {
      userId: current.id,
      kind: "email_changed",
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    await sendEmailChangedNotice(db, user, current.email);
    await trySendVerificationEmail(db, user);
  }
  return { user, emailChanged };
}

async function writeProfile(
  db: Db,
  current: UserRow,
  input: ProfileInput,
  { goal, custom, emailChanged }: { goal: number; custom: boolean; emailChanged: boolean },
): Promise<UserRow> {
  const now = new Date();
  try {
    const [row] = await db
      .update(users)
      .set({
        ...profileValues(input),
        time_zone: input.time_zone ?? current.time_zone,
        weekly_workout_goal: input.weekly_workout_goal ?? current.weekly_workout_goal,
        water_target_ml: input.water_target_ml ?? current.water_target_ml,
        ...nutrientTargets(input, current),
        daily_calories_goal: goal,
        calorie_goal_custom: custom,
        // a new address has to be confirmed again (no reset mail goes to it until then)
        email_verified: emailChanged ? false : current.email_verified,
        ...(emailChanged && { email_changed_at: now }),
        updated_at: now,
      })
      .where(eq(users.id, current.id))
      .returning(userColumns);
    if (!row) throw ApiError.notFound("Account not found.");
    return row;
  } catch (err) {
    if (pgErrorCode(err) === "23505") throw ApiError.conflict("Another account already uses this email.");
    throw err;
  }
}
