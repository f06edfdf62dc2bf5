/**
 * Creates or refreshes the demo account: the user on the Pro plan with a verified email, and
 * 90 days of its data (meals of the USDA foods every install has), all in one transaction. A refresh
 * deletes the demo user's data and writes it again (the account and its sign-ins stay), so
 * running it twice leaves one account with one set of rows.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  checkoutSessions,
  customFoods,
  dailyStats,
  exercises,
  foodEntries,
  healthMetrics,
  journalEntries,
  medicationDoses,
  medicationReminders,
  medications,
  migraines,
  products,
  recipes,
  reminderSettings,
  reportEmails,
  savedMeals,
  userTokens,
  users,
  waterEntries,
  workoutPlans,
} from "@/db/schema";
import { hashPassword } from "@/lib/identity/password";
import { instantOf } from "./calendar";
import { DEMO_FOODS, demoProductId } from "./foods";
import { generateDemoData } from "./generate";
import { DEMO_CUSTOM_FOODS, demoRecipe, demoSavedMeal } from "./library";
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_PROFILE, DEMO_SEED } from "./profile";

/** How long the demo's Pro plan runs from each refresh. */
const PRO_DAYS = 30;
/** Rows per INSERT: well under Postgres's 65,535 parameters for the widest table. */
const CHUNK = 500;

export type DemoSummary = {
  email: string;
  password: string;
  userId: string;
  timeZone: string;
  first: string;
  today: string;
  counts: Record<string, number>;
};

/** The tables a refresh empties for the demo user (medications take their doses and reminders along). */
const USER_TABLES = [
  foodEntries,
  dailyStats,
  exercises,
  workoutPlans,
  migraines,
  healthMetrics,
  medicationDoses,
  medicationReminders,
  medications,
  reminderSettings,
  journalEntries,
  waterEntries,
  recipes,
  savedMeals,
  customFoods,
  reportEmails,
  checkoutSessions,
  userTokens,
] as const;

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * The demo logs its meals under the names of the USDA foods loaded on migration: each must be
 * there and read as the demo has it, or its diary would name foods the search does not find.
 */
async function checkDemoFoods(db: Pick<Db, "select">): Promise<void> {
  const foods = Object.values(DEMO_FOODS);
  const rows = await db
    .select({ product_id: products.product_id, food_name: products.food_name, calories: products.calories })
    .from(products)
    .where(inArray(products.product_id, foods.map(demoProductId)));
  const loaded = new Map(rows.map((r) => [r.product_id, r]));
  const wrong = foods.filter((f) => {
    const row = loaded.get(demoProductId(f));
    return !row || row.food_name !== f.name || row.calories !== f.kcal;
  });
  if (wrong.length > 0) {
    throw new Error(
      `The USDA foods the demo logs are not loaded as it expects (${wrong.map((f) => f.ndb).join(", ")}): ` +
        "migrate the database (npm run db:migrate) and run the demo again.",
    );
  }
}

export async function seedDemo(
  db: Db,
  { now = new Date(), timeZone, seed = DEMO_SEED }: { now?: Date; timeZone: string; seed?: number },
): Promise<DemoSummary> {
  const data = generateDemoData({ now, timeZone, seed });
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const profile = {
    password_hash,
    name: DEMO_PROFILE.name,
    age: DEMO_PROFILE.age,
    gender: DEMO_PROFILE.gender,
    height_cm: DEMO_PROFILE.height_cm,
    current_weight_kg: data.currentWeightKg,
    goal_weight_kg: DEMO_PROFILE.goal_weight_kg,
    activity_level: DEMO_PROFILE.activity_level,
    daily_calories_goal: data.dailyCaloriesGoal,
    calorie_goal_custom: false,
    use_imperial: false,
    weekly_workout_goal: DEMO_PROFILE.weekly_workout_goal,
    time_zone: timeZone,
    subscription_status: "pro",
    subscription_plan: "pro",
    subscription_end_date: new Date(now.getTime() + PRO_DAYS * 24 * 60 * 60 * 1000),
    stripe_customer_id: null,
    stripe_subscription_id: null,
    email_verified: true,
    is_active: true,
    created_at: data.startedAt,
    updated_at: now,
  };

  const userId = await db.transaction(async (tx) => {
    await checkDemoFoods(tx);
    const [user] = await tx
      .insert(users)
      .values({ email: DEMO_EMAIL, ...profile })
      .onConflictDoUpdate({ target: users.email, set: profile })
      .returning({ id: users.id });
    const user_id = user!.id;
    for (const table of USER_TABLES) await tx.delete(table).where(eq(table.user_id, user_id));

    const stamp = (at: Date) => ({ user_id, created_at: at, updated_at: at });
    await insertAll(data.food, (chunk) =>
      tx.insert(foodEntries).values(chunk.map(({ at, ...row }) => ({ ...row, ...stamp(at) }))),
    );
    await insertAll(data.steps, (chunk) =>
      tx.insert(dailyStats).values(chunk.map((row) => ({ ...row, user_id, updated_at: now }))),
    );
    await insertAll(data.exercises, (chunk) =>
      tx.insert(exercises).values(chunk.map(({ at, ...row }) => ({ ...row, ...stamp(at) }))),
    );
    const { at: planAt, ...plan } = data.plan;
    await tx.insert(workoutPlans).values({ ...plan, user_id, created_at: planAt });
    await insertAll(data.migraines, (chunk) =>
      tx.insert(migraines).values(chunk.map(({ at, ...row }) => ({ ...row, ...stamp(at) }))),
    );
    await insertAll(data.metrics, (chunk) =>
      tx.insert(healthMetrics).values(chunk.map(({ at, ...row }) => ({ ...row, ...stamp(at) }))),
    );
    const meds = await tx
      .insert(medications)
      .values(data.medications.map((m) => ({ ...m, ...stamp(data.startedAt) })))
      .returning({ medication_id: medications.medication_id });
    await insertAll(data.doses, (chunk) =>
      tx.insert(medicationDoses).values(
        chunk.map(({ medication, ...dose }) => ({
          ...dose,
          user_id,
          medication_id: meds[medication]!.medication_id,
          created_at: dose.taken_at ?? instantOf(data.clock, dose.date, dose.time),
        })),
      ),
    );
    await tx.insert(reminderSettings).values({ ...data.reminderSettings, user_id, updated_at: data.startedAt });
    await insertAll(data.journal, (chunk) =>
      tx.insert(journalEntries).values(chunk.map(({ at, ...row }) => ({ ...row, ...stamp(at) }))),
    );
    await insertAll(data.water, (chunk) =>
      tx.insert(waterEntries).values(chunk.map(({ at, ...row }) => ({ ...row, user_id, created_at: at }))),
    );
    const own = await tx
      .insert(customFoods)
      .values(DEMO_CUSTOM_FOODS.map((f) => ({ ...f, ...stamp(data.startedAt) })))
      .returning({ food_id: customFoods.food_id });
    await tx.insert(recipes).values({ ...demoRecipe(own[0]!.food_id), ...stamp(data.startedAt) });
    await tx.insert(savedMeals).values({ ...demoSavedMeal(), ...stamp(data.startedAt) });
    return user_id;
  });

  return {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    userId,
    timeZone,
    first: data.clock.first,
    today: data.clock.today,
    counts: {
      usda_foods: Object.keys(DEMO_FOODS).length,
      food_entries: data.food.length,
      daily_stats: data.steps.length,
      exercises: data.exercises.length,
      workout_plans: 1,
      migraines: data.migraines.length,
      health_metrics: data.metrics.length,
      medications: data.medications.length,
      medication_doses: data.doses.length,
      reminder_settings: 1,
      journal_entries: data.journal.length,
      water_entries: data.water.length,
      custom_foods: DEMO_CUSTOM_FOODS.length,
      recipes: 1,
      saved_meals: 1,
    },
  };
}
