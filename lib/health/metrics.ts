/** Health metrics (vital signs) of one user: list, record, edit, delete. */
import "server-only";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { healthMetrics } from "@/db/schema";
import type { SignedInUser } from "@/lib/account/sessions";
import { ApiError } from "@/lib/api/errors";
import type { MetricCreate, MetricUpdate } from "./schema";
import { localDateIn, localTimeIn } from "@/lib/time/zones";

/** The JSON shape of a row (spec section 3), shared with the calendar. */
export const metricColumns = {
  metric_id: healthMetrics.metric_id,
  metric_type: healthMetrics.metric_type,
  value: healthMetrics.value,
  unit: healthMetrics.unit,
  notes: healthMetrics.notes,
  date: healthMetrics.date,
  time: healthMetrics.time,
  created_at: healthMetrics.created_at,
};
export type HealthMetric = {
  metric_id: string;
  metric_type: string;
  value: number;
  unit: string | null;
  notes: string | null;
  date: string;
  time: string | null;
  created_at: Date;
};

// a row without a time (written by another path) sorts after the timed ones of its day
const newestFirst = [
  desc(healthMetrics.date),
  sql`${healthMetrics.time} desc nulls last`,
  desc(healthMetrics.created_at),
];

export function listMetrics(
  db: Db,
  { userId, date, limit = 100 }: { userId: string; date?: string; limit?: number },
): Promise<HealthMetric[]> {
  const where = date
    ? and(eq(healthMetrics.user_id, userId), eq(healthMetrics.date, date))
    : eq(healthMetrics.user_id, userId);
  return db
    .select(metricColumns)
    .from(healthMetrics)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit);
}

export function listMetricsSince(
  db: Db,
  { userId, since }: { userId: string; since: string },
): Promise<HealthMetric[]> {
  return db
    .select(metricColumns)
    .from(healthMetrics)
    .where(and(eq(healthMetrics.user_id, userId), gte(healthMetrics.date, since)))
    .orderBy(...newestFirst);
}

/** Records one measurement; every plan may (the spec limits migraine logging only). */
export async function createMetric(db: Db, user: SignedInUser, input: MetricCreate): Promise<HealthMetric> {
  const [row] = await db
    .insert(healthMetrics)
    .values({
      ...input,
      user_id: user.id,
      date: input.date ?? localDateIn(user.time_zone),
      time: input.time ?? localTimeIn(user.time_zone),
    })
    .returning(metricColumns);
  return row!;
}

export async function updateMetric(
  db: Db,
  userId: string,
  metricId: string,
  input: MetricUpdate,
): Promise<HealthMetric> {
  const [row] = await db
    .update(healthMetrics)
    .set({ ...input, updated_at: new Date() })
    .where(and(eq(healthMetrics.metric_id, metricId), eq(healthMetrics.user_id, userId)))
    .returning(metricColumns);
  if (!row) throw ApiError.notFound("Health metric not found.");
  return row;
}

export async function deleteMetric(db: Db, userId: string, metricId: string): Promise<void> {
  const rows = await db
    .delete(healthMetrics)
    .where(and(eq(healthMetrics.metric_id, metricId), eq(healthMetrics.user_id, userId)))
    .returning({ id: healthMetrics.metric_id });
  if (rows.length === 0) throw ApiError.notFound("Health metric not found.");
}
