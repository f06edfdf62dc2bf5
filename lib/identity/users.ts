/** The user as the API shows it: never the password hash, tokens or Stripe ids. */
import "server-only";
import { users, type User } from "@/db/schema";
import { effectiveStatus, proThroughFamily } from "@/lib/billing/entitlements";
import type { FamilyOwnerPlan } from "@/lib/identity/family-plan";
import type { ProfileInput, RegisterInput } from "./schema";

export const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  age: users.age,
  gender: users.gender,
  height_cm: users.height_cm,
  current_weight_kg: users.current_weight_kg,
  goal_weight_kg: users.goal_weight_kg,
  daily_calories_goal: users.daily_calories_goal,
  calorie_goal_custom: users.calorie_goal_custom,
  activity_level: users.activity_level,
  use_imperial: users.use_imperial,
  weekly_workout_goal: users.weekly_workout_goal,
  water_target_ml: users.water_target_ml,
  fiber_target_g: users.fiber_target_g,
  sugar_target_g: users.sugar_target_g,
  saturated_fat_target_g: users.saturated_fat_target_g,
  sodium_target_mg: users.sodium_target_mg,
  time_zone: users.time_zone,
  subscription_status: users.subscription_status,
  subscription_plan: users.subscription_plan,
  subscription_end_date: users.subscription_end_date,
  email_verified: users.email_verified,
  is_active: users.is_active,
  theme: users.theme,
  welcome_dismissed: users.welcome_dismissed,
  dashboard_seen_at: users.dashboard_seen_at,
  created_at: users.created_at,
};

export type UserRow = Pick<User, keyof typeof userColumns>;

/** The profile a registration or a profile edit writes as it was given. */
export function profileValues(input: RegisterInput | ProfileInput) {
  const { name, email, age, gender, height_cm, current_weight_kg, goal_weight_kg, activity_level, use_imperial } =
    input;
  return { name, email, age, gender, height_cm, current_weight_kg, goal_weight_kg, activity_level, use_imperial };
}

export type PublicUser = Omit<UserRow, "subscription_end_date" | "created_at" | "dashboard_seen_at"> & {
  subscription_end_date: string | null;
  created_at: string;
  /** Pro through a family: whose (set where the sign-in was read; absent elsewhere). */
  family_plan?: { owner_name: string } | null;
};

/** "Pro through <owner>'s family", or null: the user's own subscription decides. */
export function familyPlanOf(row: Partial<FamilyOwnerPlan>, now: Date = new Date()): { owner_name: string } | null {
  if (!row.family_owner_status || !row.family_owner_name) return null;
  const sub = { subscription_status: "free", subscription_end_date: null, ...row };
  return proThroughFamily(sub, now) ? { owner_name: row.family_owner_name } : null;
}

export function toPublicUser(row: UserRow & Partial<FamilyOwnerPlan>, now: Date = new Date()): PublicUser {
  // when the dashboard was first seen only decides its welcome line
  const {
    dashboard_seen_at: _seen,
    family_owner_status: ownerStatus,
    family_owner_end_date: _ownerEnd,
    family_owner_name: _ownerName,
    ...shown
  } = row;
  return {
    ...shown,
    ...(ownerStatus !== undefined ? { family_plan: familyPlanOf(row, now) } : {}),
    subscription_status: effectiveStatus(row, now),
    subscription_end_date: row.subscription_end_date ? new Date(row.subscription_end_date).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}
