/** Valid items of every kind for the batch tests, each on its own past date so none overwrites another. */
import { count, eq } from "drizzle-orm";
import { POST as medicationsPost } from "@/app/api/medications/route";
import { getDb } from "@/db/client";
import {
  exercises,
  foodEntries,
  healthMetrics,
  journalEntries,
  medicationDoses,
  migraines,
  users,
  waterEntries,
} from "@/db/schema";
import type { BatchKind } from "@/lib/batch/schema";
import { addDays } from "@/lib/time/dates";
import { call } from "../../support/api";

/** The kinds that create a row (daily steps set a day's figure instead: tests/api/batch/daily-steps.test.ts). */
export type RowKind = Exclude<BatchKind, "daily_steps">;

export const KIND_ORDER: RowKind[] = [
  "food_entry",
  "exercise",
  "health_metric",
  "migraine",
  "journal_entry",
  "medication_dose",
  "water",
];

/** The n-th day before a fixed past day: a date no time zone calls the future. */
export const pastDay = (n: number) => addDays("2024-06-30", -n);

/** A valid body of `kind`; `n` picks its date (and a dose's time), so items of one kind differ. */
export function itemBody(kind: RowKind, n: number, medicationId = ""): Record<string, unknown> {
  const date = pastDay(n);
  switch (kind) {
    case "food_entry":
      return { food_name: `Apple ${n}`, calories: 95, meal_type: "snack", date };
    case "exercise":
      return { exercise_name: "Run", duration_minutes: 30, calories_burned: 300, date };
    case "health_metric":
      return { metric_type: "weight", value: 70 + (n % 10), unit: "kg", date };
    case "migraine":
      return { severity: 1 + (n % 10), date };
    case "journal_entry":
      return { date, title: `Day ${n}`, content: "A walk by the river." };
    case "medication_dose":
      return { medication_id: medicationId, date, time: "08:00", status: "taken" };
    case "water":
      return { amount_ml: 250, date };
  }
}

/** `count` valid items cycling through every kind. */
export function mixedItems(count: number, medicationId: string) {
  return Array.from({ length: count }, (_, i) => {
    const kind = KIND_ORDER[i % KIND_ORDER.length]!;
    return { kind, body: itemBody(kind, i, medicationId) };
  });
}

/** An as-needed medication of the user (doses on any past date and time), through its route. */
export async function addAsNeededMedication(token: string): Promise<string> {
  const res = await call<{ medication_id: string }>(medicationsPost, {
    token,
    body: { name: "Ibuprofen", dosage: "200 mg", frequency: "as_needed", status: "prn" },
  });
  if (res.status !== 201) throw new Error(`medication: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.medication_id;
}

const TABLES = {
  food_entry: foodEntries,
  exercise: exercises,
  health_metric: healthMetrics,
  migraine: migraines,
  journal_entry: journalEntries,
  medication_dose: medicationDoses,
  water: waterEntries,
} as const;

/** The user's rows in each kind's table. */
export async function rowCounts(userId: string): Promise<Record<RowKind, number>> {
  const db = await getDb();
  const counts = {} as Record<RowKind, number>;
  for (const kind of KIND_ORDER) {
    const table = TABLES[kind];
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.user_id, userId));
    counts[kind] = row?.n ?? 0;
  }
  return counts;
}

export async function setPlan(userId: string, status: string) {
  const db = await getDb();
  await db.update(users).set({ subscription_status: status, subscription_end_date: null }).where(eq(users.id, userId));
}
