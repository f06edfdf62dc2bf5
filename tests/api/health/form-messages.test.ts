/** The health forms and the API refuse the same bad input in the same words. */
import { describe, expect, it } from "vitest";
import { PUT as updateMetric } from "@/app/api/health-metrics/[metric_id]/route";
import { POST as recordMetric } from "@/app/api/health-metrics/route";
import { PUT as updateMigraine } from "@/app/api/migraines/[trigger_id]/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { metricPayload, type MetricValues } from "@/components/health/edit-metric-dialog";
import { migrainePayload, type MigraineValues } from "@/components/health/migraine-fields";
import { freshMigraine, migraineCreatePayload } from "@/components/health/migraine-form";
import { vitalsPayloads, type VitalsValues } from "@/components/health/vitals-form";
import {
  metricCreateSchema,
  metricUpdateSchema,
  migraineCreateSchema,
  migraineUpdateSchema,
} from "@/lib/health/schema";
import { validate } from "@/lib/validation/issues";
import { call, registerUser } from "../../support/api";

const TODAY = "2026-03-14";
const episode: MigraineValues = freshMigraine(TODAY, "09:30");
const reading: MetricValues = {
  metric_type: "heart_rate",
  value: "72",
  unit: "bpm",
  notes: "",
  date: TODAY,
  time: "08:00",
};
const noVitals: VitalsValues = { systolic: "", diastolic: "", heart_rate: "", weight: "", temperature: "" };

/** The form's message for `field`, checked to be the API's detail for the same payload. */
async function sameMessage(
  schema: Parameters<typeof validate>[0],
  payload: unknown,
  field: string,
  send: () => Promise<{ status: number; body: unknown }>,
) {
  const form = validate(schema, payload);
  expect(form.ok).toBe(false);
  const inForm = form.ok ? "" : form.errors[field];
  expect(inForm).toBeTruthy();
  const api = await send();
  expect(api.status).toBe(400);
  expect(api.body).toEqual({ detail: inForm });
  return inForm;
}

describe("migraine tracker and API messages", () => {
  it.each([
    ["duration_hours", { ...episode, duration: "800" }, "Duration must be at most 720 hours"],
    ["time", { ...episode, time: "" }, "Time is required"],
    ["triggers", { ...episode, triggers: Array.from({ length: 31 }, (_, i) => `t${i}`) }, "At most 30 triggers"],
    ["notes", { ...episode, notes: "n".repeat(2001) }, "Notes must be at most 2,000 characters"],
  ])("say the same about a bad %s", async (field, bad, words) => {
    const { token } = await registerUser();
    const payload = migraineCreatePayload(bad);
    const said = await sameMessage(migraineCreateSchema, payload, field, () =>
      call(logMigraine, { token, body: payload }),
    );
    expect(said).toBe(words);
  });

  it("the tracker's input for a good episode is one the API takes", async () => {
    const { token } = await registerUser();
    const payload = migraineCreatePayload({ ...episode, duration: "abc", triggers: ["Stress"] });
    expect(payload.duration_hours).toBeNull();
    expect(validate(migraineCreateSchema, payload).ok).toBe(true);
    expect((await call(logMigraine, { token, body: payload })).status).toBe(201);
  });
});

describe("edit modals and API messages", () => {
  it("the migraine modal and the API say the same about a missing date", async () => {
    const { token } = await registerUser();
    const made = await call(logMigraine, { token, body: migraineCreatePayload(episode) });
    const payload = migrainePayload({ ...episode, date: "" }, 0);
    expect(payload.duration_hours).toBe(0);
    const params = { trigger_id: String(made.body.trigger_id) };
    await sameMessage(migraineUpdateSchema, payload, "date", () =>
      call(updateMigraine, { method: "PUT", token, params, body: payload }),
    );
  });

  it("the migraine modal and the API say the same about a date in the future", async () => {
    const { token } = await registerUser();
    const made = await call(logMigraine, { token, body: migraineCreatePayload(episode) });
    const payload = migrainePayload({ ...episode, date: "2030-05-05" }, 0);
    const params = { trigger_id: String(made.body.trigger_id) };
    const said = await sameMessage(migraineUpdateSchema, payload, "date", () =>
      call(updateMigraine, { method: "PUT", token, params, body: payload }),
    );
    expect(said).toBe("Date cannot be in the future");
  });

  it.each([
    ["value", { ...reading, value: "900" }, "Heart rate must be between 20 and 250 bpm"],
    ["value", { ...reading, value: "" }, "Value is required"],
    ["unit", { ...reading, metric_type: "weight" as const }, "Unit for weight must be one of kg, lbs"],
    ["date", { ...reading, date: "" }, "Date must be a real calendar date (YYYY-MM-DD) from 1900 to 2100"],
  ])("the metric modal and the API say the same about a bad %s", async (field, bad, words) => {
    const { token } = await registerUser();
    const made = await call(recordMetric, { token, body: metricPayload(reading) });
    expect(made.status).toBe(201);
    const payload = metricPayload(bad);
    const params = { metric_id: String(made.body.metric_id) };
    const said = await sameMessage(metricUpdateSchema, payload, field, () =>
      call(updateMetric, { method: "PUT", token, params, body: payload }),
    );
    expect(said).toBe(words);
  });
});

describe("vitals form and API messages", () => {
  it("shows the API's words beside the field of an implausible value, and posts nothing", async () => {
    const { token } = await registerUser();
    const checked = vitalsPayloads({ ...noVitals, heart_rate: "900", weight: "70" }, false, TODAY, "08:00");
    expect(checked.payloads).toHaveLength(1);
    const sent = { metric_type: "heart_rate", value: 900, unit: "bpm", date: TODAY, time: "08:00" };
    const api = await call(recordMetric, { token, body: sent });
    expect(validate(metricCreateSchema, sent).ok).toBe(false);
    expect(api.body).toEqual({ detail: checked.errors.heart_rate });
    expect(checked.errors.heart_rate).toBe("Heart rate must be between 20 and 250 bpm");
  });

  it("refuses 70/140 beside the systolic field in the API's words, and posts nothing", async () => {
    const { token } = await registerUser();
    const checked = vitalsPayloads({ ...noVitals, systolic: "70", diastolic: "140" }, false, TODAY, "08:00");
    expect(checked.errors).toEqual({ systolic: "Systolic blood pressure must be higher than diastolic" });
    const [systolic, diastolic] = checked.payloads;
    expect((await call(recordMetric, { token, body: diastolic })).status).toBe(201);
    expect((await call(recordMetric, { token, body: systolic })).body).toEqual({ detail: checked.errors.systolic });
  });

  it("posts a blood pressure only as a pair, in the user's units", () => {
    expect(vitalsPayloads({ ...noVitals, systolic: "120" }, false, TODAY, "08:00").errors).toEqual({
      diastolic: "Enter both blood pressure numbers",
    });
    const imperial = vitalsPayloads(
      { ...noVitals, systolic: "120", diastolic: "80", weight: "150" },
      true,
      TODAY,
      "08:00",
    );
    expect(imperial.errors).toEqual({});
    expect(imperial.payloads.map((p) => [p.metric_type, p.value, p.unit])).toEqual([
      ["blood_pressure_systolic", 120, "mmHg"],
      ["blood_pressure_diastolic", 80, "mmHg"],
      ["weight", 150, "lbs"],
    ]);
  });
});
