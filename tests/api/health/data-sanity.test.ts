/** Data that makes sense: no record dated after the user's today, and a blood pressure reading that is one. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as logExercise } from "@/app/api/exercises/route";
import { PUT as updateMetric } from "@/app/api/health-metrics/[metric_id]/route";
import { POST as recordMetric } from "@/app/api/health-metrics/route";
import { PUT as updateMigraine } from "@/app/api/migraines/[trigger_id]/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { getDb } from "@/db/client";
import { exercises, healthMetrics, migraines } from "@/db/schema";
import { localDateIn } from "@/lib/time/zones";
import { call, registerUser } from "../../support/api";

const FUTURE = { status: 400, body: { detail: "Date cannot be in the future" } };
const BP_ORDER = { status: 400, body: { detail: "Systolic blood pressure must be higher than diastolic" } };

const episode = {
  severity: 6,
  duration_hours: 2,
  triggers: ["Stress"],
  symptoms: [],
  date: "2026-03-14",
  time: "09:30",
};
const bp = (metric_type: string, value: number, date: string, time = "08:00") => ({
  metric_type,
  value,
  unit: "mmHg",
  date,
  time,
});

async function metricsOf(userId: string) {
  const db = await getDb();
  return db
    .select({ type: healthMetrics.metric_type, value: healthMetrics.value })
    .from(healthMetrics)
    .where(eq(healthMetrics.user_id, userId));
}

describe("no date after today", () => {
  it("refuses an exercise on 2030-01-01 with a detail, and stores nothing", async () => {
    const { token, user } = await registerUser();
    const res = await call(logExercise, {
      token,
      body: { exercise_name: "Running", duration_minutes: 30, date: "2030-01-01" },
    });
    expect(res).toMatchObject(FUTURE);
    const db = await getDb();
    expect(await db.select().from(exercises).where(eq(exercises.user_id, user.id))).toHaveLength(0);
  });

  it("refuses a migraine moved to 2030-05-05, and keeps its stored date", async () => {
    const { token } = await registerUser();
    const made = await call(logMigraine, { token, body: episode });
    expect(made.status).toBe(201);
    const params = { trigger_id: String(made.body.trigger_id) };
    const res = await call(updateMigraine, { method: "PUT", token, params, body: { ...episode, date: "2030-05-05" } });
    expect(res).toMatchObject(FUTURE);
    const db = await getDb();
    const [row] = await db.select().from(migraines).where(eq(migraines.trigger_id, params.trigger_id));
    expect(row?.date).toBe("2026-03-14");
  });

  it("logs a migraine on the date it is given, and refuses a future one", async () => {
    const { token } = await registerUser();
    expect((await call(logMigraine, { token, body: episode })).body).toMatchObject({ date: "2026-03-14" });
    expect(await call(logMigraine, { token, body: { ...episode, date: "2030-05-05" } })).toMatchObject(FUTURE);
  });

  it("counts today in the user's zone: the earth's latest today is a future date at UTC-11", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: never on the same date
    const latest = localDateIn("Pacific/Kiritimati");
    const ahead = await registerUser({ time_zone: "Pacific/Kiritimati" });
    const behind = await registerUser({ time_zone: "Pacific/Pago_Pago" });
    const body = bp("blood_pressure_systolic", 120, latest);
    expect((await call(recordMetric, { token: ahead.token, body })).status).toBe(201);
    expect(await call(recordMetric, { token: behind.token, body })).toMatchObject(FUTURE);
    expect(await metricsOf(behind.user.id)).toHaveLength(0);
  });
});

describe("a blood pressure reading", () => {
  it("refuses 70/140 taken together: the second half is refused and not stored", async () => {
    const { token, user } = await registerUser();
    const today = localDateIn("Europe/Berlin");
    expect((await call(recordMetric, { token, body: bp("blood_pressure_diastolic", 140, today) })).status).toBe(201);
    const res = await call(recordMetric, { token, body: bp("blood_pressure_systolic", 70, today) });
    expect(res).toMatchObject(BP_ORDER);
    expect(await metricsOf(user.id)).toEqual([{ type: "blood_pressure_diastolic", value: 140 }]);
  });

  it("refuses in either order, and takes a plausible pair and a half of another moment", async () => {
    const { token, user } = await registerUser();
    const day = "2026-03-14";
    expect((await call(recordMetric, { token, body: bp("blood_pressure_systolic", 70, day) })).status).toBe(201);
    expect(await call(recordMetric, { token, body: bp("blood_pressure_diastolic", 140, day) })).toMatchObject(BP_ORDER);
    expect((await call(recordMetric, { token, body: bp("blood_pressure_diastolic", 60, day) })).status).toBe(201);
    expect((await call(recordMetric, { token, body: bp("blood_pressure_diastolic", 140, day, "09:00") })).status).toBe(
      201,
    );
    expect(await metricsOf(user.id)).toHaveLength(3);
  });

  it("refuses an edit that turns a reading upside down, and keeps the stored value", async () => {
    const { token } = await registerUser();
    const day = "2026-03-14";
    const sys = await call(recordMetric, { token, body: bp("blood_pressure_systolic", 128, day) });
    expect((await call(recordMetric, { token, body: bp("blood_pressure_diastolic", 84, day) })).status).toBe(201);
    const params = { metric_id: String(sys.body.metric_id) };
    const res = await call(updateMetric, {
      method: "PUT",
      token,
      params,
      body: bp("blood_pressure_systolic", 70, day),
    });
    expect(res).toMatchObject(BP_ORDER);
    const db = await getDb();
    const [row] = await db
      .select({ value: healthMetrics.value })
      .from(healthMetrics)
      .where(and(eq(healthMetrics.metric_id, params.metric_id)));
    expect(row?.value).toBe(128);
    // the reading's own value may change within the rule
    expect(
      (await call(updateMetric, { method: "PUT", token, params, body: bp("blood_pressure_systolic", 132, day) }))
        .status,
    ).toBe(200);
  });

  it("refuses a systolic below 60 or a diastolic above 160 mmHg", async () => {
    const { token } = await registerUser();
    expect(await call(recordMetric, { token, body: bp("blood_pressure_systolic", 55, "2026-03-14") })).toMatchObject({
      status: 400,
      body: { detail: "Systolic blood pressure must be between 60 and 260 mmHg" },
    });
    expect(await call(recordMetric, { token, body: bp("blood_pressure_diastolic", 161, "2026-03-14") })).toMatchObject({
      status: 400,
      body: { detail: "Diastolic blood pressure must be between 30 and 160 mmHg" },
    });
  });
});
