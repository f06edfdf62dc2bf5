/** Profile edits: the calorie goal follows the profile unless the user set their own. */
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { pgErrorCode } from "@/lib/api/db-errors";
import { computeDailyCaloriesGoal } from "../calories";
import type { ProfileInput } from "../schema";
import { profileValues, userColumns, type UserRow } from "./users";

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
): Promise<{ user: UserRow; emailChanged: boolean }> {
  const custom =
    input.daily_calories_goal === undefined ? current.calorie_goal_custom : input.daily_calories_goal !== null;
  const goal = custom ? (input.daily_calories_goal ?? current.daily_calories_goal) : computeDailyCaloriesGoal(input);
  const emailChanged = input.email !== current.email;
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
        // a new address has to be confirmed again
        email_verified: emailChanged ? false : current.email_verified,
        updated_at: new Date(),
      })
      .where(eq(users.id, current.id))
      .returning(userColumns);
    if (!row) throw ApiError.notFound("Account not found.");
    return { user: row, emailChanged };
  } catch (err) {
    if (pgErrorCode(err) === "23505") throw ApiError.conflict("Another account already uses this email.");
    throw err;
  }
}
