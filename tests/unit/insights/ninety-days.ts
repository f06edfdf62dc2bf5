/** A generated user with 90 days of varied data, deterministic (seeded), for measurements. */
import type { Db } from "@/db/client";
import {
  exercises,
  foodEntries,
  healthMetrics,
  journalEntries,
  medicationDoses,
  medications,
  migraines,
} from "@/db/schema";
import { addDays } from "@/lib/time/dates";

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export async function seedNinetyDays(db: Db, userId: string, today: string, goal: number): Promise<void> {
  const rnd = seeded(42);
  const food = [];
  const workouts = [];
  const journal = [];
  const weights = [];
  const heads = [];
  const start = addDays(today, -89);
  const [med] = await db
    .insert(medications)
    .values({
      user_id: userId,
      name: "Magnesium",
      dosage: "400 mg",
      frequency: "daily",
      time: "08:00",
      created_at: new Date(`${start}T00:00:00Z`),
    })
    .returning();
  const doses = [];
  for (let i = 0; i < 90; i++) {
    const date = addDays(start, i);
    if (rnd() < 0.9) {
      const total = goal * (0.75 + rnd() * 0.5);
      for (const [meal, share] of [
        ["breakfast", 0.25],
        ["lunch", 0.35],
        ["dinner", 0.4],
      ] as const) {
        food.push({
          user_id: userId,
          date,
          food_name: `${meal} ${i}`,
          meal_type: meal,
          calories: Math.round(total * share),
        });
      }
    }
    if (rnd() < 0.45)
      workouts.push({ user_id: userId, date, exercise_name: "Run", duration_minutes: 20 + Math.round(rnd() * 40) });
    if (rnd() < 0.75) {
      journal.push({
        user_id: userId,
        date,
        title: `Day ${i}`,
        mood: 4 + Math.round(rnd() * 5),
        energy: 5,
        stress: 2 + Math.round(rnd() * 6),
        sleep: 4 + Math.round(rnd() * 5),
      });
    }
    if (rnd() < 0.6)
      weights.push({
        user_id: userId,
        date,
        metric_type: "weight",
        value: Math.round((82 - i * 0.03 + rnd() * 1.2) * 10) / 10,
        unit: "kg",
      });
    if (rnd() < 0.07)
      heads.push({
        user_id: userId,
        date,
        severity: 3 + Math.round(rnd() * 6),
        triggers: rnd() < 0.5 ? ["Dehydration"] : ["Stress"],
      });
    if (date < today && rnd() < 0.85)
      doses.push({
        user_id: userId,
        medication_id: med!.medication_id,
        date,
        time: "08:00",
        status: "taken",
        taken_at: new Date(`${date}T14:00:00Z`),
      });
  }
  await db.insert(foodEntries).values(food);
  await db.insert(exercises).values(workouts);
  await db.insert(journalEntries).values(journal);
  await db.insert(healthMetrics).values(weights);
  if (heads.length) await db.insert(migraines).values(heads);
  await db.insert(medicationDoses).values(doses);
}
