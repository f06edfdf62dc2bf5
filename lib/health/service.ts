/** Migraine episodes and health metrics (vital signs) of one user; every query scoped by the user's id. */
import "server-only";
import { and, desc, eq, gte, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { preparedFor } from "@/db/prepared";
import { healthMetrics, migraines } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { assertNotFuture } from "@/lib/validation/future-date";
import { bloodPressureIssue, bloodPressurePartner } from "./blood-pressure";
import { replaceEpisodeMedications, withEpisodeMedications, type EpisodeMedications } from "./episode-medications";
import type { MetricCreate, MetricUpdate, MigraineCreate, MigraineUpdate } from "./schema";

/** The JSON shape of an episode, shared with the calendar. */
export const migraineColumns = {
  trigger_id: migraines.trigger_id,
  kind: migraines.kind,
  severity: migraines.severity,
  duration_hours: migraines.duration_hours,
  triggers: migraines.triggers,
  symptoms: migraines.symptoms,
  location: migraines.location,
  treatment: migraines.treatment,
  notes: migraines.notes,
  date: migraines.date,
  time: migraines.time,
  created_at: migraines.created_at,
};
/** An episode as its calls answer it, without its medications: the columns above, as the table stores them. */
export type Migraine = Pick<typeof migraines.$inferSelect, keyof typeof migraineColumns>;

/** The JSON shape of a measurement, shared with the calendar. */
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
/** A measurement as its calls answer it: the columns above, as the table stores them. */
export type HealthMetric = Pick<typeof healthMetrics.$inferSelect, keyof typeof metricColumns>;

/** The 404 details of an id that names none of the caller's records. */
export const MIGRAINE_NOT_FOUND = "Migraine episode not found.";
export const METRIC_NOT_FOUND = "Health metric not found.";

type Records = typeof migraines | typeof healthMetrics;
type Listing = { userId: string; date?: string; limit?: number };

// a row without a time (written by another path) sorts after the timed ones of its day
const newestFirst = (t: Records) => [desc(t.date), sql`${t.time} desc nulls last`, desc(t.created_at)];

/** The user's rows: only those of `date` when given. */
function usersRows(t: Records, userId: string, { date }: { date?: string }): SQL | undefined {
  return date ? and(eq(t.user_id, userId), eq(t.date, date)) : eq(t.user_id, userId);
}

/** A new record's date and time: the ones it brings (never after today), else now in the user's time zone. */
function moment(input: { date?: string; time?: string }, timeZone: string) {
  assertNotFuture(input.date, timeZone);
  return { date: input.date ?? localDateIn(timeZone), time: input.time ?? localTimeIn(timeZone) };
}

type Creating<I> = { userId: string; timeZone: string; input: I };

// ── migraines ─────────────────────────────────────────────────────────────

const ownMigraine = (userId: string, triggerId: string) =>
  and(eq(migraines.trigger_id, triggerId), eq(migraines.user_id, userId));

/** An episode with the acute medications taken for it (lib/health/episode-medications.ts). */
export type MigraineWithMedications = Migraine & EpisodeMedications;

/** The newest episodes first, with their acute medications; only those of `date` when given. */
export async function listMigraines(
  db: Db,
  { userId, date, limit = 100 }: Listing,
): Promise<MigraineWithMedications[]> {
  const rows = db
    .select(migraineColumns)
    .from(migraines)
    .where(usersRows(migraines, userId, { date }));
  const episodes = await rows.orderBy(...newestFirst(migraines)).limit(limit);
  return withEpisodeMedications(db, { userId, episodes });
}

/** The user's rows on or after a date (placeholders `userId` and `since`), newest first; prepared once. */
const sinceQueries = preparedFor((db) => {
  const since = (t: Records) => and(eq(t.user_id, sql.placeholder("userId")), gte(t.date, sql.placeholder("since")));
  return {
    migraines: db
      .select(migraineColumns)
      .from(migraines)
      .where(since(migraines))
      .orderBy(...newestFirst(migraines))
      .prepare("vitalog_migraines_since"),
    metrics: db
      .select(metricColumns)
      .from(healthMetrics)
      .where(since(healthMetrics))
      .orderBy(...newestFirst(healthMetrics))
      .prepare("vitalog_metrics_since"),
  };
});

/** Every episode on or after `since` (for the symptom counts and reports). */
export function listMigrainesSince(db: Db, { userId, since }: { userId: string; since: string }): Promise<Migraine[]> {
  return sinceQueries(db).migraines.execute({ userId, since });
}

/** Logs an episode and its acute medications, together or not at all (the route checks the plan). */
export async function createMigraine(
  db: Db,
  { userId, timeZone, input }: Creating<MigraineCreate>,
): Promise<MigraineWithMedications> {
  const { acute_medication_ids: ids = [], ...fields } = input;
  const values = { ...fields, ...moment(input, timeZone), user_id: userId };
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(migraines).values(values).returning(migraineColumns);
    await replaceEpisodeMedications(tx, { userId, triggerId: created!.trigger_id, ids });
    return created!;
  });
  const [episode] = await withEpisodeMedications(db, { userId, episodes: [row] });
  return episode!;
}

/** Edits an episode of the user's own (any plan may fix what it has); null when the id names none. */
export async function updateMigraine(
  db: Db,
  {
    userId,
    timeZone,
    triggerId,
    input,
  }: { userId: string; timeZone: string; triggerId: string; input: MigraineUpdate },
): Promise<MigraineWithMedications | null> {
  assertNotFuture(input.date, timeZone);
  const { acute_medication_ids: ids, ...fields } = input;
  const row = await db.transaction(async (tx) => {
    const changed = tx.update(migraines).set({ ...fields, updated_at: new Date() });
    const [updated] = await changed.where(ownMigraine(userId, triggerId)).returning(migraineColumns);
    // left out, the episode keeps its medications; a list (even empty) replaces them
    if (updated && ids) await replaceEpisodeMedications(tx, { userId, triggerId, ids });
    return updated;
  });
  if (!row) return null;
  const [episode] = await withEpisodeMedications(db, { userId, episodes: [row] });
  return episode!;
}

/** Deletes an episode of the user's own; false when the id names none. */
export async function deleteMigraine(db: Db, { userId, triggerId }: { userId: string; triggerId: string }) {
  const rows = await db.delete(migraines).where(ownMigraine(userId, triggerId)).returning({ id: migraines.trigger_id });
  return rows.length > 0;
}

// ── health metrics ────────────────────────────────────────────────────────

const ownMetric = (userId: string, metricId: string) =>
  and(eq(healthMetrics.metric_id, metricId), eq(healthMetrics.user_id, userId));

/** The newest measurements first; only those of `date` when given. */
export function listMetrics(db: Db, { userId, date, limit = 100 }: Listing): Promise<HealthMetric[]> {
  const rows = db
    .select(metricColumns)
    .from(healthMetrics)
    .where(usersRows(healthMetrics, userId, { date }));
  return rows.orderBy(...newestFirst(healthMetrics)).limit(limit);
}

/** Every measurement on or after `since` (for trends and reports). */
export function listMetricsSince(
  db: Db,
  { userId, since }: { userId: string; since: string },
): Promise<HealthMetric[]> {
  return sinceQueries(db).metrics.execute({ userId, since });
}

type Measurement = { metric_type: string; value: number; date: string; time: string | null };

/**
 * A systolic or diastolic value and the other half of its reading (the same type pair at the
 * same date and time, as `pairBloodPressure` pairs them) must make a reading: 400 when the
 * systolic would not be above the diastolic. `except` is the row being edited.
 */
async function assertBloodPressureReading(db: Db, userId: string, m: Measurement, except?: string): Promise<void> {
  const partner = bloodPressurePartner(m.metric_type);
  if (!partner) return;
  const [other] = await db
    .select({ value: healthMetrics.value })
    .from(healthMetrics)
    .where(
      and(
        eq(healthMetrics.user_id, userId),
        eq(healthMetrics.metric_type, partner),
        eq(healthMetrics.date, m.date),
        m.time === null ? isNull(healthMetrics.time) : eq(healthMetrics.time, m.time),
        except ? ne(healthMetrics.metric_id, except) : undefined,
      ),
    )
    .orderBy(desc(healthMetrics.created_at))
    .limit(1);
  if (!other) return;
  const systolic = partner === "blood_pressure_diastolic" ? m.value : other.value;
  const diastolic = partner === "blood_pressure_diastolic" ? other.value : m.value;
  const issue = bloodPressureIssue(systolic, diastolic);
  if (issue) throw ApiError.badRequest(issue);
}

/** Records one measurement; every plan may. */
export async function createMetric(db: Db, { userId, timeZone, input }: Creating<MetricCreate>): Promise<HealthMetric> {
  const values = { ...input, ...moment(input, timeZone), user_id: userId };
  await assertBloodPressureReading(db, userId, values);
  const [row] = await db.insert(healthMetrics).values(values).returning(metricColumns);
  return row!;
}

/** Edits a measurement of the user's own; null when the id names none. */
export async function updateMetric(
  db: Db,
  { userId, timeZone, metricId, input }: { userId: string; timeZone: string; metricId: string; input: MetricUpdate },
): Promise<HealthMetric | null> {
  assertNotFuture(input.date, timeZone);
  await assertBloodPressureReading(db, userId, input, metricId);
  const changed = db.update(healthMetrics).set({ ...input, updated_at: new Date() });
  const [row] = await changed.where(ownMetric(userId, metricId)).returning(metricColumns);
  return row ?? null;
}

/** Deletes a measurement of the user's own; false when the id names none. */
export async function deleteMetric(db: Db, { userId, metricId }: { userId: string; metricId: string }) {
  const rows = await db
    .delete(healthMetrics)
    .where(ownMetric(userId, metricId))
    .returning({ id: healthMetrics.metric_id });
  return rows.length > 0;
}
