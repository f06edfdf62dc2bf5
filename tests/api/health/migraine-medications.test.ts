import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as removeMedication, PUT as putMedication } from "@/app/api/medications/[medication_id]/route";
import { POST as createMedication } from "@/app/api/medications/route";
import { PUT as update } from "@/app/api/migraines/[trigger_id]/route";
import { GET as list, POST as create } from "@/app/api/migraines/route";
import { getDb } from "@/db/client";
import { migraineMedications, migraines } from "@/db/schema";
import type { ApiResult } from "@/lib/api-client/contract";
import { call, registerUser } from "../../support/api";
import { freshMigraine, migraineCreatePayload } from "@/components/health/migraine-form";

const episode = { severity: 6, date: "2026-03-14", time: "14:30" };
type Episode = ApiResult<"/api/migraines", "post">;
type Medication = ApiResult<"/api/medications", "post">;

async function addMedication(token: string, name: string, acute_class: string | null) {
  const res = await call<Medication>(createMedication, {
    token,
    body: { name, dosage: "1 tablet", frequency: "as_needed", status: "prn", acute_class },
  });
  expect(res.status).toBe(201);
  return res.body.medication_id;
}

async function links(userId: string) {
  const db = await getDb();
  return db
    .select({ trigger_id: migraineMedications.trigger_id, medication_id: migraineMedications.medication_id })
    .from(migraineMedications)
    .where(eq(migraineMedications.user_id, userId));
}

async function episodeCount(userId: string) {
  const db = await getDb();
  return (await db.select().from(migraines).where(eq(migraines.user_id, userId))).length;
}

describe("the acute medications of a migraine episode", () => {
  it("logs them (a repeated id once) and returns them, by name, on POST and GET", async () => {
    const { token, user } = await registerUser();
    const suma = await addMedication(token, "Sumatriptan", "triptan");
    const ibu = await addMedication(token, "ibuprofen", "simple_analgesic");
    const res = await call<Episode>(create, { token, body: { ...episode, acute_medication_ids: [suma, ibu, suma] } });
    expect(res.status).toBe(201);
    const expected = [
      { medication_id: ibu, name: "ibuprofen", acute_class: "simple_analgesic" },
      { medication_id: suma, name: "Sumatriptan", acute_class: "triptan" },
    ];
    expect(res.body.acute_medications).toEqual(expected);
    expect(res.body.acute_medication_ids).toEqual([ibu, suma]);
    expect(await links(user.id)).toHaveLength(2);

    const all = await call<Episode[]>(list, { token });
    expect(all.body[0]!.acute_medications).toEqual(expected);
    expect(all.body[0]!.acute_medication_ids).toEqual([ibu, suma]);
  });

  it("logs an episode without any: empty lists", async () => {
    const { token } = await registerUser();
    const res = await call<Episode>(create, { token, body: episode });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ acute_medication_ids: [], acute_medications: [] });
  });

  it("refuses another user's medication (404) and stores no episode", async () => {
    const other = await registerUser();
    const theirs = await addMedication(other.token, "Rizatriptan", "triptan");
    const { token, user } = await registerUser();
    const mine = await addMedication(token, "Sumatriptan", "triptan");
    const res = await call(create, { token, body: { ...episode, acute_medication_ids: [mine, theirs] } });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(`Acute medication ${theirs} is not one of your medications.`);
    expect(await episodeCount(user.id)).toBe(0);
    expect(await links(user.id)).toEqual([]);
  });

  it("refuses an unknown id (404) and a malformed one (400)", async () => {
    const { token, user } = await registerUser();
    const unknown = "0b6f3c1e-9a2d-4c7b-8e5f-1d3a6b9c2e40";
    const missing = await call(create, { token, body: { ...episode, acute_medication_ids: [unknown] } });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(`Acute medication ${unknown} is not one of your medications.`);
    const malformed = await call(create, { token, body: { ...episode, acute_medication_ids: ["sumatriptan"] } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toContain("An acute medication id must be a medication id (a UUID)");
    const notAList = await call(create, { token, body: { ...episode, acute_medication_ids: "x" } });
    expect(notAList.status).toBe(400);
    expect(notAList.body.detail).toContain("Acute medications must be a list of medication ids");
    expect(await episodeCount(user.id)).toBe(0);
  });

  it("replaces the set on edit, keeps it when the edit leaves it out, and empties it with []", async () => {
    const { token, user } = await registerUser();
    const suma = await addMedication(token, "Sumatriptan", "triptan");
    const ibu = await addMedication(token, "Ibuprofen", "simple_analgesic");
    const made = await call<Episode>(create, { token, body: { ...episode, acute_medication_ids: [suma] } });
    const params = { trigger_id: made.body.trigger_id };

    const replaced = await call<Episode>(update, {
      method: "PUT",
      token,
      params,
      body: { ...episode, acute_medication_ids: [ibu] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.acute_medication_ids).toEqual([ibu]);
    expect(await links(user.id)).toEqual([{ trigger_id: made.body.trigger_id, medication_id: ibu }]);

    const kept = await call<Episode>(update, { method: "PUT", token, params, body: { ...episode, severity: 8 } });
    expect(kept.body.acute_medication_ids).toEqual([ibu]);

    const emptied = await call<Episode>(update, {
      method: "PUT",
      token,
      params,
      body: { ...episode, acute_medication_ids: [] },
    });
    expect(emptied.body.acute_medications).toEqual([]);
    expect(await links(user.id)).toEqual([]);
  });

  it("leaves the episode and its medications as they were when an edit names another user's medication", async () => {
    const other = await registerUser();
    const theirs = await addMedication(other.token, "Rizatriptan", "triptan");
    const { token } = await registerUser();
    const suma = await addMedication(token, "Sumatriptan", "triptan");
    const made = await call<Episode>(create, { token, body: { ...episode, acute_medication_ids: [suma] } });
    const res = await call(update, {
      method: "PUT",
      token,
      params: { trigger_id: made.body.trigger_id },
      body: { ...episode, severity: 9, acute_medication_ids: [theirs] },
    });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(`Acute medication ${theirs} is not one of your medications.`);
    const [stored] = (await call<Episode[]>(list, { token })).body;
    expect(stored).toMatchObject({ severity: 6, acute_medication_ids: [suma] });
  });

  it("drops a deleted medication from its episodes and keeps the episodes", async () => {
    const { token, user } = await registerUser();
    const suma = await addMedication(token, "Sumatriptan", "triptan");
    const ibu = await addMedication(token, "Ibuprofen", "simple_analgesic");
    await call(create, { token, body: { ...episode, acute_medication_ids: [suma, ibu] } });
    const gone = await call(removeMedication, { method: "DELETE", token, params: { medication_id: suma } });
    expect(gone.status).toBe(200);
    expect(await episodeCount(user.id)).toBe(1);
    const [stored] = (await call<Episode[]>(list, { token })).body;
    expect(stored!.acute_medications).toEqual([
      { medication_id: ibu, name: "Ibuprofen", acute_class: "simple_analgesic" },
    ]);
  });

  it("shows a medication whose class was removed since, with a null class", async () => {
    const { token } = await registerUser();
    const suma = await addMedication(token, "Sumatriptan", "triptan");
    await call(create, { token, body: { ...episode, acute_medication_ids: [suma] } });
    await call(putMedication, {
      method: "PUT",
      token,
      params: { medication_id: suma },
      body: { name: "Sumatriptan", dosage: "1 tablet", acute_class: null },
    });
    const [stored] = (await call<Episode[]>(list, { token })).body;
    expect(stored!.acute_medications).toEqual([{ medication_id: suma, name: "Sumatriptan", acute_class: null }]);
  });

  it("the tracker's payload (what the offline queue stores and replays) carries the ticked ids", async () => {
    const { token } = await registerUser();
    const suma = await addMedication(token, "Sumatriptan", "triptan");
    const payload = migraineCreatePayload({ ...freshMigraine("2026-03-14", "09:30"), acute_medication_ids: [suma] });
    expect(JSON.parse(JSON.stringify(payload))).toMatchObject({ acute_medication_ids: [suma] });
    const res = await call<Episode>(create, { token, body: payload });
    expect(res.status).toBe(201);
    expect(res.body.acute_medications).toEqual([{ medication_id: suma, name: "Sumatriptan", acute_class: "triptan" }]);
  });
});
