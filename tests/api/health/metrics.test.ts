import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as remove, PUT as update } from "@/app/api/health-metrics/[metric_id]/route";
import { GET as list, POST as create } from "@/app/api/health-metrics/route";
import { getDb } from "@/db/client";
import { healthMetrics, users } from "@/db/schema";
import type { ApiResult } from "@/lib/api-client/contract";
import { call, registerUser } from "../../support/api";

type Metrics = ApiResult<"/api/health-metrics">;

async function countMetrics(userId: string) {
  const db = await getDb();
  return (await db.select().from(healthMetrics).where(eq(healthMetrics.user_id, userId))).length;
}

describe("POST /api/health-metrics", () => {
  it("records one measurement with its unit, dated now in the user's zone", async () => {
    const { token } = await registerUser();
    const res = await call(create, { token, body: { metric_type: "heart_rate", value: 72, unit: "bpm" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ metric_type: "heart_rate", value: 72, unit: "bpm", notes: null });
    expect(res.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.time).toMatch(/^\d{2}:\d{2}$/);
    expect(res.body.created_at).toBeTruthy();
  });

  it("keeps the unit the user entered: lbs and F are stored as entered", async () => {
    const { token } = await registerUser({ use_imperial: true });
    const w = await call(create, { token, body: { metric_type: "weight", value: 165, unit: "lbs" } });
    const t = await call(create, { token, body: { metric_type: "body_temperature", value: 98.6, unit: "F" } });
    expect(w.body).toMatchObject({ value: 165, unit: "lbs" });
    expect(t.body).toMatchObject({ value: 98.6, unit: "F" });
  });

  it("allows every plan to record vitals", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    await db.update(users).set({ subscription_status: "free" }).where(eq(users.id, user.id));
    expect(
      (await call(create, { token, body: { metric_type: "blood_pressure_systolic", value: 120, unit: "mmHg" } }))
        .status,
    ).toBe(201);
  });

  it.each([
    [{ metric_type: "heart_rate", value: 900, unit: "bpm" }, "Heart rate must be between 20 and 250 bpm"],
    [{ metric_type: "heart_rate", value: "seventy", unit: "bpm" }, "Value must be a number"],
    [{ metric_type: "heart_rate", value: "72", unit: "bpm" }, "Value must be a number"],
    [{ metric_type: "body_temperature", value: 98.6, unit: "C" }, "Body temperature must be between 30 and 45 C"],
    [{ metric_type: "body_temperature", value: 20, unit: "F" }, "Body temperature must be between 86 and 113 F"],
    [{ metric_type: "weight", value: 70 }, "Unit is required for weight (kg or lbs)"],
    [{ metric_type: "weight", value: 70, unit: "stone" }, "Unit for weight must be one of kg, lbs"],
    [{ metric_type: "weight", value: 1200, unit: "lbs" }, "Weight must be between 44 and 1100 lbs"],
    [
      { metric_type: "blood_pressure_systolic", value: 400, unit: "mmHg" },
      "Systolic blood pressure must be between 60 and 260 mmHg",
    ],
    [
      { metric_type: "blood_pressure_diastolic", value: 10, unit: "mmHg" },
      "Diastolic blood pressure must be between 30 and 160 mmHg",
    ],
    [{ metric_type: "oxygen_saturation", value: 101, unit: "%" }, "Oxygen saturation must be between 50 and 100 %"],
    [{ metric_type: "glucose", value: 700, unit: "mg/dL" }, "Glucose must be between 20 and 600 mg/dL"],
    [{ metric_type: "mood", value: 5 }, "Metric type must be one of"],
    [{ metric_type: "heart_rate", value: 70, time: "25:00" }, "Time must be a time of day"],
  ])("refuses %j and saves nothing", async (bad, detail) => {
    const { token, user } = await registerUser();
    const res = await call(create, { token, body: bad });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(detail);
    expect(await countMetrics(user.id)).toBe(0);
  });
});

describe("GET, PUT and DELETE", () => {
  it("lists by date, edits and deletes only the user's own metrics", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const made = await call(create, {
      token: alice.token,
      body: { metric_type: "heart_rate", value: 70, unit: "bpm", date: "2026-03-10", time: "08:00" },
    });
    await call(create, {
      token: alice.token,
      body: { metric_type: "heart_rate", value: 75, unit: "bpm", date: "2026-03-11", time: "08:00" },
    });
    await call(create, { token: bob.token, body: { metric_type: "heart_rate", value: 99, unit: "bpm" } });
    const mine = await call<Metrics>(list, { token: alice.token });
    expect(mine.body.map((m) => m.value)).toEqual([75, 70]);
    const day = await call<Metrics>(list, { token: alice.token, query: { date_param: "2026-03-10" } });
    expect(day.body.map((m) => m.value)).toEqual([70]);

    const id = String(made.body.metric_id);
    const body = {
      metric_type: "glucose",
      value: 5.4,
      unit: "mmol/L",
      notes: "fasting",
      date: "2026-03-10",
      time: "07:30",
    };
    expect((await call(update, { method: "PUT", token: bob.token, params: { metric_id: id }, body })).status).toBe(404);
    const bad = await call(update, {
      method: "PUT",
      token: alice.token,
      params: { metric_id: id },
      body: { ...body, value: 900 },
    });
    expect(bad.status).toBe(400);
    const ok = await call(update, { method: "PUT", token: alice.token, params: { metric_id: id }, body });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject(body);

    expect((await call(remove, { method: "DELETE", token: bob.token, params: { metric_id: id } })).status).toBe(404);
    const gone = await call(remove, { method: "DELETE", token: alice.token, params: { metric_id: id } });
    expect(gone.body.detail).toBe("Health metric deleted successfully!");
    expect(await countMetrics(alice.user.id)).toBe(1);
  });
});
