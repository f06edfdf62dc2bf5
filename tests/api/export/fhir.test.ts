/**
 * GET /api/export/data?format=fhir: the FHIR R4 bundle of a user with every kind of data,
 * valid by both R4 validators, with its codes, units and values read back against what the
 * test stored; the areas it is limited to; the plan it needs; and no other user's data.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as exportData } from "@/app/api/export/data/route";
import { PUT as setSteps } from "@/app/api/daily-stats/route";
import { POST as logMetric } from "@/app/api/health-metrics/route";
import { POST as addMedication } from "@/app/api/medications/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { getDb } from "@/db/client";
import { healthMetrics, users } from "@/db/schema";
import { fhirBundle, type FhirBundle } from "@/lib/data-transfer/export/fhir/bundle";
import { call, registerUser } from "../../support/api";
import { fhirErrors } from "../../support/fhir";
import { download, seededUser, TZ } from "./seed";

type Resource = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- read back loosely, asserted field by field

async function ok(res: Promise<{ status: number; body: unknown }>) {
  const r = await res;
  if (r.status >= 300) throw new Error(`seed failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as Record<string, unknown>;
}

/** The seeded user plus one of every vital (weights in kg and lbs), steps, medications and a migraine across DST. */
async function userWithEverything() {
  const seeded = await seededUser("pro");
  const { token } = seeded;
  const metric = (body: Record<string, unknown>) => ok(call(logMetric, { token, body }));
  await metric({ metric_type: "blood_pressure_systolic", value: 128, unit: "mmHg", date: "2026-01-15", time: "07:30" });
  await metric({ metric_type: "blood_pressure_diastolic", value: 84, unit: "mmHg", date: "2026-01-15", time: "07:30" });
  await metric({ metric_type: "heart_rate", value: 72, unit: "bpm", date: "2026-01-15", time: "07:30" });
  await metric({ metric_type: "weight", value: 80.5, unit: "kg", date: "2026-01-15", time: "07:00" });
  await metric({
    metric_type: "weight",
    value: 178,
    unit: "lbs",
    date: "2026-07-04",
    time: "08:15",
    notes: "After run",
  });
  await metric({ metric_type: "body_temperature", value: 98.6, unit: "F", date: "2026-07-04", time: "09:00" });
  await metric({ metric_type: "temperature", value: 37.2, unit: "C", date: "2026-07-05", time: "09:00" });
  await metric({ metric_type: "glucose", value: 95, unit: "mg/dL", date: "2026-07-04", time: "10:00" });
  await metric({ metric_type: "glucose", value: 5.4, unit: "mmol/L", date: "2026-07-05", time: "10:00" });
  await metric({ metric_type: "oxygen_saturation", value: 97, unit: "%", date: "2026-07-04", time: "11:00" });
  await metric({ metric_type: "sleep", value: 7.5, unit: "h", date: "2026-07-05", time: "07:00" });
  await ok(call(setSteps, { token, method: "PUT", body: { date: "2026-01-15", steps: 8412 } }));
  await ok(
    call(addMedication, {
      token,
      body: {
        name: "Sumatriptan",
        dosage: "50 mg",
        frequency: "as_needed",
        status: "prn",
        notes: "At the first sign",
        prescribed_by: "Dr Lee",
      },
    }),
  );
  await ok(
    call(addMedication, {
      token,
      body: { name: "Topiramate", dosage: "25 mg", frequency: "twice_daily", time: "09:00", status: "inactive" },
    }),
  );
  // 01:00 on the night US clocks go forward: three hours later is 05:00 in the new offset
  await ok(
    call(logMigraine, {
      token,
      body: {
        severity: 7,
        duration_hours: 3,
        triggers: ["Weather changes", "Bright lights"],
        symptoms: ["Headache", "Nausea"],
        location: "Left temple",
        treatment: "Ibuprofen 400 mg",
        notes: "Woke me up",
        date: "2026-03-08",
        time: "01:00",
      },
    }),
  );
  await ok(call(logMigraine, { token, body: { kind: "headache", severity: 3, date: "2026-03-10", time: "17:00" } }));
  return seeded;
}

const resources = (b: FhirBundle) => b.entry.map((e) => e.resource as Resource);
const ofType = (b: FhirBundle, type: string) => resources(b).filter((r) => r.resourceType === type);
const codes = (r: Resource) => (r.code.coding as { system: string; code: string }[]).map((c) => c.code);
const withCode = (b: FhirBundle, code: string) => ofType(b, "Observation").filter((r) => codes(r).includes(code));
const at = (b: FhirBundle, code: string, effective: string) =>
  withCode(b, code).find((r) => r.effectiveDateTime === effective);

describe("GET /api/export/data?format=fhir", () => {
  let seeded: Awaited<ReturnType<typeof userWithEverything>>;
  let bundle: FhirBundle;
  let headers: Headers;
  let text: string;

  beforeAll(async () => {
    seeded = await userWithEverything();
    const res = await download(exportData, { token: seeded.token, query: { format: "fhir" } });
    expect(res.status).toBe(200);
    headers = res.headers;
    text = res.bytes.toString("utf8");
    bundle = JSON.parse(text) as FhirBundle;
  });

  it("downloads a FHIR JSON file named for today", () => {
    expect(headers.get("content-type")).toBe("application/fhir+json");
    expect(headers.get("content-disposition")).toBe(`attachment; filename="vitalog-fhir-${seeded.today}.json"`);
  });

  it("is a collection bundle that both R4 validators accept with no error", () => {
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
    expect(Date.parse(bundle.timestamp as string)).not.toBeNaN();
    expect(fhirErrors(bundle)).toEqual([]);
    for (const e of bundle.entry)
      expect(e.fullUrl).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(bundle.entry.map((e) => e.fullUrl)).size).toBe(bundle.entry.length);
  });

  it("names the patient by name, year of birth and gender only, and every resource is about them", () => {
    const [patient, ...others] = ofType(bundle, "Patient");
    expect(others).toEqual([]);
    expect(patient).toEqual({
      resourceType: "Patient",
      name: [{ text: "Robin Patient" }],
      gender: "male",
      birthDate: String(Number(seeded.today.slice(0, 4)) - 41),
    });
    const patientUrl = bundle.entry.find((e) => e.resource === patient)!.fullUrl;
    for (const r of resources(bundle).filter((r) => r.resourceType !== "Patient"))
      expect(r.subject).toEqual({ reference: patientUrl });
    expect(text).not.toContain(seeded.user.email);
    expect(text).not.toContain(seeded.user.id);
  });

  it("writes blood pressure as the 85354-9 panel with its systolic and diastolic in mm[Hg]", () => {
    const bp = at(bundle, "85354-9", "2026-01-15T07:30:00-05:00")!;
    expect(bp.category[0].coding[0]).toMatchObject({ code: "vital-signs" });
    expect(bp.status).toBe("final");
    expect(bp.component).toEqual([
      {
        code: {
          coding: [expect.objectContaining({ system: "http://loinc.org", code: "8480-6" })],
          text: "Systolic blood pressure",
        },
        valueQuantity: { value: 128, unit: "mmHg", system: "http://unitsofmeasure.org", code: "mm[Hg]" },
      },
      {
        code: {
          coding: [expect.objectContaining({ system: "http://loinc.org", code: "8462-4" })],
          text: "Diastolic blood pressure",
        },
        valueQuantity: { value: 84, unit: "mmHg", system: "http://unitsofmeasure.org", code: "mm[Hg]" },
      },
    ]);
    // the seeded reading of 145/95 is a panel too; neither half is left on its own
    expect(withCode(bundle, "85354-9")).toHaveLength(2);
    expect(withCode(bundle, "8480-6")).toEqual([]);
    expect(withCode(bundle, "8462-4")).toEqual([]);
    const values = withCode(bundle, "85354-9").map((r) => r.component.map((c: Resource) => c.valueQuantity.value));
    expect(values).toContainEqual([145, 95]);
  });

  it("writes each vital with its LOINC code and the UCUM code of the unit it was entered in", () => {
    const q = (code: string, effective: string) => at(bundle, code, effective)?.valueQuantity;
    const ucum = (value: number, code: string) =>
      expect.objectContaining({ value, system: "http://unitsofmeasure.org", code });
    expect(q("8867-4", "2026-01-15T07:30:00-05:00")).toEqual(ucum(72, "/min"));
    expect(q("29463-7", "2026-01-15T07:00:00-05:00")).toEqual(ucum(80.5, "kg"));
    expect(q("29463-7", "2026-07-04T08:15:00-04:00")).toEqual(ucum(178, "[lb_av]"));
    expect(at(bundle, "29463-7", "2026-07-04T08:15:00-04:00")!.note).toEqual([{ text: "After run" }]);
    expect(q("8310-5", "2026-07-04T09:00:00-04:00")).toEqual(ucum(98.6, "[degF]"));
    expect(q("8310-5", "2026-07-05T09:00:00-04:00")).toEqual(ucum(37.2, "Cel"));
    expect(q("2339-0", "2026-07-04T10:00:00-04:00")).toEqual(ucum(95, "mg/dL"));
    expect(q("15074-8", "2026-07-05T10:00:00-04:00")).toEqual(ucum(5.4, "mmol/L"));
    expect(q("59408-5", "2026-07-04T11:00:00-04:00")).toEqual(ucum(97, "%"));
    expect(codes(at(bundle, "59408-5", "2026-07-04T11:00:00-04:00")!)).toEqual(["59408-5", "2708-6"]);
    expect(q("93832-4", "2026-07-05T07:00:00-04:00")).toEqual(ucum(7.5, "h"));
    expect(at(bundle, "8867-4", "2026-01-15T07:30:00-05:00")!.category[0].coding[0].code).toBe("vital-signs");
  });

  it("writes a day's steps as 55423-8 over that local day", () => {
    const [steps, ...more] = withCode(bundle, "55423-8");
    expect(more).toEqual([]);
    expect(steps!.effectivePeriod).toEqual({ start: "2026-01-15T00:00:00-05:00", end: "2026-01-16T00:00:00-05:00" });
    expect(steps!.valueQuantity).toEqual({
      value: 8412,
      unit: "steps",
      system: "http://unitsofmeasure.org",
      code: "{steps}",
    });
  });

  it("writes each medication as a MedicationStatement with its status, dosage and notes", () => {
    const byName = Object.fromEntries(
      ofType(bundle, "MedicationStatement").map((m) => [m.medicationCodeableConcept.text, m]),
    );
    expect(Object.keys(byName).sort()).toEqual(["Propranolol", "Sumatriptan", "Topiramate"]);
    expect(byName.Propranolol).toMatchObject({
      status: "active",
      dosage: [
        {
          text: "40 mg, once daily at 08:00",
          timing: { repeat: { frequency: 1, period: 1, periodUnit: "d", timeOfDay: ["08:00:00"] } },
          asNeededBoolean: false,
        },
      ],
    });
    expect(byName.Sumatriptan).toMatchObject({
      status: "active",
      dosage: [{ text: "50 mg, as needed", asNeededBoolean: true }],
      note: [{ text: "At the first sign" }, { text: "Prescribed by Dr Lee" }],
    });
    expect(byName.Sumatriptan.dosage[0].timing).toBeUndefined();
    expect(byName.Topiramate).toMatchObject({
      status: "stopped",
      dosage: [
        {
          text: "25 mg, twice daily at 09:00, 21:00",
          timing: { repeat: { frequency: 2, timeOfDay: ["09:00:00", "21:00:00"] } },
        },
      ],
    });
  });

  it("writes migraine as an active Condition whose evidence is each episode, with severity, duration and triggers", () => {
    const [condition, ...more] = ofType(bundle, "Condition");
    expect(more).toEqual([]);
    expect(condition).toMatchObject({
      clinicalStatus: { coding: [{ code: "active" }] },
      code: { coding: [{ system: "http://snomed.info/sct", code: "37796009", display: "Migraine" }] },
    });
    const episodes = withCode(bundle, "37796009");
    expect(episodes).toHaveLength(3);
    const urls = bundle.entry.filter((e) => episodes.includes(e.resource as Resource)).map((e) => e.fullUrl);
    expect(condition!.evidence[0].detail.map((d: { reference: string }) => d.reference).sort()).toEqual(urls.sort());

    const night = episodes.find((e) => e.effectivePeriod?.start === "2026-03-08T01:00:00-05:00")!;
    expect(night.effectivePeriod).toEqual({ start: "2026-03-08T01:00:00-05:00", end: "2026-03-08T05:00:00-04:00" });
    expect(night.component).toEqual([
      { code: expect.objectContaining({ coding: [expect.objectContaining({ code: "72514-3" })] }), valueInteger: 7 },
      {
        code: { text: "Duration" },
        valueQuantity: { value: 3, unit: "h", system: "http://unitsofmeasure.org", code: "h" },
      },
      { code: { text: "Trigger" }, valueString: "Weather changes" },
      { code: { text: "Trigger" }, valueString: "Bright lights" },
      { code: { text: "Symptom" }, valueString: "Headache" },
      { code: { text: "Symptom" }, valueString: "Nausea" },
    ]);
    expect(night.bodySite).toEqual({ text: "Left temple" });
    expect(night.note).toEqual([{ text: "Treatment: Ibuprofen 400 mg" }, { text: "Woke me up" }]);
  });

  it("writes an episode recorded as another headache as a Headache observation, no evidence of migraine", () => {
    const [headache, ...more] = withCode(bundle, "25064002");
    expect(more).toEqual([]);
    expect(headache).toMatchObject({
      code: {
        coding: [{ system: "http://snomed.info/sct", code: "25064002", display: "Headache" }],
        text: "Headache episode",
      },
      effectiveDateTime: "2026-03-10T17:00:00-04:00",
    });
    expect(codes(headache!)).not.toContain("37796009");
    const url = bundle.entry.find((e) => e.resource === headache)!.fullUrl;
    const [condition] = ofType(bundle, "Condition");
    expect(condition!.evidence[0].detail.map((d: { reference: string }) => d.reference)).not.toContain(url);
  });

  it("leaves exercise, food and the journal out", () => {
    expect(text).not.toContain("Porridge");
    expect(text).not.toContain("Cycling");
    expect(text).not.toContain("Good day");
  });

  it("holds only the areas asked for", async () => {
    const db = await getDb();
    const vitals = await fhirBundle(db, seeded.user.id, ["vitals"]);
    expect(new Set(resources(vitals).map((r) => r.resourceType))).toEqual(new Set(["Patient", "Observation"]));
    expect(withCode(vitals, "37796009")).toEqual([]);
    expect(fhirErrors(vitals)).toEqual([]);
    const meds = await fhirBundle(db, seeded.user.id, ["medications", "journal"]);
    expect(
      resources(meds)
        .map((r) => r.resourceType)
        .sort(),
    ).toEqual(["MedicationStatement", "MedicationStatement", "MedicationStatement", "Patient"]);
    const none = await fhirBundle(db, seeded.user.id, []);
    expect(resources(none).map((r) => r.resourceType)).toEqual(["Patient"]);
  });

  it("never holds another user's data, and names the same records the same way each time", async () => {
    const other = await registerUser({ name: "Other Person", time_zone: TZ });
    await (await getDb()).update(users).set({ subscription_status: "pro" }).where(eq(users.id, other.user.id));
    await ok(
      call(logMetric, {
        token: other.token,
        body: { metric_type: "weight", value: 61.3, unit: "kg", date: "2026-01-15", time: "07:00" },
      }),
    );
    await ok(call(addMedication, { token: other.token, body: { name: "Othermed", dosage: "1 mg" } }));
    const again = await download(exportData, { token: seeded.token, query: { format: "fhir" } });
    const text2 = again.bytes.toString("utf8");
    expect(text2).not.toContain("Othermed");
    expect(text2).not.toContain("61.3");
    expect(text2).not.toContain("Other Person");
    const second = JSON.parse(text2) as FhirBundle;
    expect(second.entry.map((e) => e.fullUrl)).toEqual(bundle.entry.map((e) => e.fullUrl));

    const theirs = await download(exportData, { token: other.token, query: { format: "fhir" } });
    const theirText = theirs.bytes.toString("utf8");
    expect(theirText).toContain("Othermed");
    expect(theirText).not.toContain("Propranolol");
    expect(theirText).not.toContain("Robin Patient");
  });

  it("writes a lone half of a reading under its own code, and leaves out what has no code", async () => {
    const lone = await registerUser({ name: "Lone Half", time_zone: "Europe/Berlin", gender: "other", age: 30 });
    const db = await getDb();
    const row = { user_id: lone.user.id, date: "2026-02-01", time: "09:00" };
    await db.insert(healthMetrics).values([
      { ...row, metric_type: "blood_pressure_systolic", value: 131, unit: "mmHg" },
      { ...row, metric_type: "blood_pressure", value: 120, unit: "mmHg" },
      { ...row, metric_type: "weight", value: 70, unit: "stone" },
    ]);
    const b = await fhirBundle(db, lone.user.id, undefined, new Date("2026-06-01T12:00:00Z"));
    expect(fhirErrors(b)).toEqual([]);
    expect(ofType(b, "Patient")[0]).toMatchObject({ gender: "other", birthDate: "1996" });
    const observations = ofType(b, "Observation");
    expect(observations).toHaveLength(1);
    expect(observations[0]).toMatchObject({
      code: { coding: [{ code: "8480-6" }] },
      effectiveDateTime: "2026-02-01T09:00:00+01:00",
      valueQuantity: { value: 131, code: "mm[Hg]" },
    });
    expect(ofType(b, "Condition")).toEqual([]);
  });

  it("is refused with 402 on the Free and Premium plans", async () => {
    const premium = await registerUser(); // a trial reads as Premium
    const free = await registerUser();
    await (await getDb()).update(users).set({ subscription_status: "free" }).where(eq(users.id, free.user.id));
    for (const { token } of [premium, free]) {
      const res = await download(exportData, { token, query: { format: "fhir" } });
      expect(res.status).toBe(402);
      expect(res.json().detail).toMatch(/Pro/);
    }
  });

  it("answers 400 with the formats for an unknown one", async () => {
    const res = await download(exportData, { token: seeded.token, query: { format: "hl7" } });
    expect(res.status).toBe(400);
    expect(res.json().detail).toContain("csv, pdf, medical or fhir");
  });
});
