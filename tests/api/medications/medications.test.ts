import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DELETE as del, PUT as put } from "@/app/api/medications/[medication_id]/route";
import { POST as recordDose } from "@/app/api/medications/[medication_id]/doses/route";
import { GET as list, POST as create } from "@/app/api/medications/route";
import { GET as listDoses } from "@/app/api/medication-doses/route";
import { getDb } from "@/db/client";
import { medications, users } from "@/db/schema";
import { call, registerUser } from "../../support/api";
import { addDays } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";

const aspirin = {
  name: "Aspirin",
  dosage: "100 mg",
  frequency: "twice_daily",
  time: "08:00",
  notes: "with food",
  prescribed_by: "Dr. Lee",
  status: "active",
};
type Med = { medication_id: string; name: string; status: string; frequency: string; time: string | null };

async function count(userId: string) {
  const db = await getDb();
  return (await db.select().from(medications).where(eq(medications.user_id, userId))).length;
}

describe("POST/GET /api/medications", () => {
  it("adds a medication with all its fields and lists it", async () => {
    const { token } = await registerUser();
    const res = await call<Med>(create, { token, body: aspirin });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(aspirin);
    const minimal = await call<Med>(create, { token, body: { name: " Vitamin D ", dosage: "1000 IU" } });
    expect(minimal.body).toMatchObject({ name: "Vitamin D", frequency: "daily", status: "active", time: null });
    const all = await call<Med[]>(list, { token });
    expect(all.body.map((m) => m.name)).toEqual(["Aspirin", "Vitamin D"]);
  });

  it.each([
    [{ ...aspirin, name: "  " }, "Name is required"],
    [{ ...aspirin, dosage: "" }, "Dosage is required"],
    [{ dosage: "1 mg" }, "Name is required"],
    [{ ...aspirin, frequency: "hourly" }, "Frequency must be one of"],
    [{ ...aspirin, time: "25:00" }, "HH:MM"],
    [{ ...aspirin, status: "paused" }, "Status must be one of"],
  ])("refuses %j with a clear detail and saves nothing", async (body, detail) => {
    const { token, user } = await registerUser();
    const res = await call(create, { token, body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(detail);
    expect(await count(user.id)).toBe(0);
  });

  it("is a premium feature to add (402 on free), while reading and editing stay allowed", async () => {
    const { token, user } = await registerUser();
    const made = await call<Med>(create, { token, body: aspirin });
    const db = await getDb();
    await db.update(users).set({ subscription_status: "free" }).where(eq(users.id, user.id));
    const res = await call(create, { token, body: aspirin });
    expect(res.status).toBe(402);
    expect(res.body.detail).toMatch(/Premium/);
    expect((await call<Med[]>(list, { token })).body).toHaveLength(1);
    const stopped = await call<Med>(put, {
      method: "PUT",
      token,
      params: { medication_id: made.body.medication_id },
      body: { ...aspirin, status: "inactive" },
    });
    expect(stopped.body.status).toBe("inactive");
  });
});

describe("PUT/DELETE /api/medications/{medication_id}", () => {
  it("edits and deletes one's own medication; another user's is a 404", async () => {
    const { token } = await registerUser();
    const { token: other } = await registerUser();
    const { body: med } = await call<Med>(create, { token, body: aspirin });
    const params = { medication_id: med.medication_id };
    const edited = await call<Med>(put, {
      method: "PUT",
      token,
      params,
      body: { ...aspirin, frequency: "as_needed", status: "prn" },
    });
    expect(edited.body).toMatchObject({ frequency: "as_needed", status: "prn" });
    expect((await call(put, { method: "PUT", token: other, params, body: aspirin })).status).toBe(404);
    expect((await call(del, { method: "DELETE", token: other, params })).status).toBe(404);
    expect(
      (await call(put, { method: "PUT", token, params: { medication_id: "not-a-uuid" }, body: aspirin })).status,
    ).toBe(404);
    const bad = await call(put, { method: "PUT", token, params, body: { ...aspirin, dosage: "" } });
    expect(bad.status).toBe(400);
    expect((await call<Med[]>(list, { token })).body[0]!.frequency).toBe("as_needed");
    const gone = await call(del, { method: "DELETE", token, params });
    expect(gone.body.detail).toBe("Medication deleted successfully!");
    expect((await call<Med[]>(list, { token })).body).toEqual([]);
  });
});

describe("doses", () => {
  it("records a scheduled dose taken, then skipped (one row), and lists doses in a range", async () => {
    const { token, user } = await registerUser({ time_zone: "America/New_York" });
    const { body: med } = await call<Med>(create, { token, body: aspirin });
    const today = localDateIn(String(user.time_zone ?? "America/New_York"));
    const params = { medication_id: med.medication_id };
    const taken = await call<{ status: string; taken_at: string; time: string }>(recordDose, {
      token,
      params,
      body: { date: today, time: "20:00", status: "taken" },
    });
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ status: "taken", time: "20:00" });
    expect(taken.body.taken_at).toBeTruthy();
    const skipped = await call<{ status: string; taken_at: string | null }>(recordDose, {
      token,
      params,
      body: { date: today, time: "20:00", status: "skipped" },
    });
    expect(skipped.body).toMatchObject({ status: "skipped", taken_at: null });
    const doses = await call<{ name: string; status: string }[]>(listDoses, {
      token,
      query: { start: today, end: today },
    });
    expect(doses.body).toEqual([
      expect.objectContaining({ name: "Aspirin", status: "skipped", time: "20:00", date: today }),
    ]);
  });

  it("refuses off-schedule times, future dates, bad statuses and other users' medications", async () => {
    const { token, user } = await registerUser();
    const { token: other } = await registerUser();
    const { body: med } = await call<Med>(create, { token, body: aspirin });
    const today = localDateIn(String(user.time_zone));
    const params = { medication_id: med.medication_id };
    const off = await call(recordDose, { token, params, body: { date: today, time: "09:00", status: "taken" } });
    expect(off.status).toBe(400);
    expect(off.body.detail).toBe(`Aspirin has no dose scheduled at 09:00 on ${today}.`);
    const future = await call(recordDose, {
      token,
      params,
      body: { date: addDays(today, 1), time: "08:00", status: "taken" },
    });
    expect(future.body.detail).toBe("Date cannot be in the future");
    expect(
      (await call(recordDose, { token, params, body: { date: today, time: "08:00", status: "lost" } })).status,
    ).toBe(400);
    expect(
      (await call(recordDose, { token: other, params, body: { date: today, time: "08:00", status: "taken" } })).status,
    ).toBe(404);
    expect((await call(listDoses, { token, query: { start: "2026-02-01", end: "2026-01-01" } })).status).toBe(400);
    expect((await call(listDoses, { token, query: { start: "2020-01-01", end: "2026-01-01" } })).status).toBe(400);
    expect((await call<unknown[]>(listDoses, { token, query: { start: today, end: today } })).body).toEqual([]);
  });

  it("lets an as-needed medication be recorded at any time", async () => {
    const { token, user } = await registerUser();
    const { body: med } = await call<Med>(create, {
      token,
      body: { name: "Ibuprofen", dosage: "200 mg", frequency: "as_needed", status: "prn" },
    });
    const res = await call(recordDose, {
      token,
      params: { medication_id: med.medication_id },
      body: { date: localDateIn(String(user.time_zone)), time: "13:37", status: "taken" },
    });
    expect(res.status).toBe(201);
  });
});
