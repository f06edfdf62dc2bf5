import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as remove, PUT as update } from "@/app/api/migraines/[trigger_id]/route";
import { GET as list, POST as create } from "@/app/api/migraines/route";
import { getDb } from "@/db/client";
import { migraines, users } from "@/db/schema";
import type { ApiResult } from "@/lib/api-client/contract";
import { call, registerUser } from "../../support/api";
import { localDateIn } from "@/lib/time/zones";

type Episodes = ApiResult<"/api/migraines">;

const episode = {
  severity: 7,
  duration_hours: 3.5,
  triggers: ["Stress", "Lack of sleep"],
  symptoms: ["Headache", "Nausea"],
  location: "Left temple",
  treatment: "Ibuprofen 400 mg",
  notes: "Started after a long meeting",
  date: "2026-03-14",
  time: "14:30",
};

async function countEpisodes(userId: string) {
  const db = await getDb();
  return (await db.select().from(migraines).where(eq(migraines.user_id, userId))).length;
}

describe("POST /api/migraines", () => {
  it("logs an episode with all its fields and lists it", async () => {
    const { token } = await registerUser();
    const res = await call(create, { token, body: episode });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(episode);
    expect(typeof res.body.trigger_id).toBe("string");
    expect(res.body).not.toHaveProperty("user_id");
    const all = await call<Episodes>(list, { token });
    expect(all.body).toHaveLength(1);
    expect(all.body[0]).toMatchObject({ severity: 7, triggers: ["Stress", "Lack of sleep"] });
  });

  it("records a headache that is not a migraine apart, and keeps the kind when an edit leaves it out", async () => {
    const { token } = await registerUser();
    const plain = await call(create, { token, body: { severity: 4 } });
    expect(plain.body.kind).toBe("migraine");
    const made = await call(create, { token, body: { ...episode, kind: "headache" } });
    expect(made.status).toBe(201);
    expect(made.body.kind).toBe("headache");
    const id = String(made.body.trigger_id);
    const edited = await call(update, {
      method: "PUT",
      token,
      params: { trigger_id: id },
      body: { ...episode, severity: 3 },
    });
    expect(edited.body).toMatchObject({ kind: "headache", severity: 3 });
    const back = await call(update, {
      method: "PUT",
      token,
      params: { trigger_id: id },
      body: { ...episode, kind: "migraine" },
    });
    expect(back.body.kind).toBe("migraine");
  });

  it("defaults date and time to now in the user's zone and duration to null", async () => {
    const { token } = await registerUser({ time_zone: "Pacific/Kiritimati" });
    const res = await call(create, { token, body: { severity: 4 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      date: localDateIn("Pacific/Kiritimati"),
      duration_hours: null,
      triggers: [],
      symptoms: [],
    });
    expect(res.body.time).toMatch(/^\d{2}:\d{2}$/);
  });

  it.each([
    [{ kind: "cluster" }, /Kind must be "migraine" or "headache"/],
    [{ severity: 0 }, /Severity must be a whole number from 1 to 10/],
    [{ severity: 11 }, /Severity must be a whole number from 1 to 10/],
    [{ severity: 5.5 }, /Severity must be a whole number from 1 to 10/],
    [{ severity: "7" }, /Severity must be a whole number from 1 to 10/],
    [{ time: "25:00" }, /Time must be a time of day/],
    [{ date: "2026-02-30" }, /Date must be a real calendar date \(YYYY-MM-DD\)/],
    [{ duration_hours: "long" }, /Duration must be a number of hours/],
    [{ duration_hours: -1 }, /Duration cannot be negative/],
    [{ triggers: Array.from({ length: 10_000 }, (_, i) => `t${i}`) }, /At most 30 triggers/],
    [{ symptoms: ["x".repeat(61)] }, /A symptom must be at most 60 characters/],
    [{ triggers: "Stress" }, /Triggers must be a list of text/],
    [{ notes: "n".repeat(2001) }, /Notes must be at most 2,000 characters/],
  ])("refuses %j with a clear detail and saves nothing", async (bad, detail) => {
    const { token, user } = await registerUser();
    const res = await call(create, { token, body: { ...episode, ...bad } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
    expect(await countEpisodes(user.id)).toBe(0);
  });

  it("is a premium feature: 402 on the free plan, while reading and editing stay allowed", async () => {
    const { token, user } = await registerUser();
    const made = await call(create, { token, body: episode });
    const db = await getDb();
    await db.update(users).set({ subscription_status: "free" }).where(eq(users.id, user.id));
    const refused = await call(create, { token, body: episode });
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toMatch(/Premium/);
    expect((await call<unknown[]>(list, { token })).body).toHaveLength(1);
    const edited = await call(update, {
      method: "PUT",
      token,
      params: { trigger_id: String(made.body.trigger_id) },
      body: { ...episode, severity: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.severity).toBe(3);
  });

  it("needs a sign-in", async () => {
    expect((await call(create, { body: episode })).status).toBe(401);
    expect((await call(list)).status).toBe(401);
  });
});

describe("GET /api/migraines", () => {
  it("filters by date_param, orders newest first and refuses a bad date", async () => {
    const { token } = await registerUser();
    await call(create, { token, body: { ...episode, date: "2026-03-10", time: "08:00" } });
    await call(create, { token, body: { ...episode, date: "2026-03-12", time: "09:00" } });
    await call(create, { token, body: { ...episode, date: "2026-03-12", time: "18:00" } });
    const all = await call<Episodes>(list, { token });
    expect(all.body.map((m) => `${m.date} ${m.time}`)).toEqual([
      "2026-03-12 18:00",
      "2026-03-12 09:00",
      "2026-03-10 08:00",
    ]);
    const one = await call<unknown[]>(list, { token, query: { date_param: "2026-03-10" } });
    expect(one.body).toHaveLength(1);
    const bad = await call(list, { token, query: { date_param: "March" } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^Date must be a real calendar date/);
  });
});

describe("PUT and DELETE /api/migraines/{trigger_id}", () => {
  it("updates and deletes only the user's own episode; others get 404", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const made = await call(create, { token: alice.token, body: episode });
    const id = String(made.body.trigger_id);
    const body = { ...episode, severity: 2, duration_hours: 0, triggers: [], date: "2026-03-15", time: "07:05" };

    expect((await call(update, { method: "PUT", token: bob.token, params: { trigger_id: id }, body })).status).toBe(
      404,
    );
    expect((await call(remove, { method: "DELETE", token: bob.token, params: { trigger_id: id } })).status).toBe(404);
    expect(
      (await call(update, { method: "PUT", token: alice.token, params: { trigger_id: "not-an-id" }, body })).status,
    ).toBe(404);

    const bad = await call(update, {
      method: "PUT",
      token: alice.token,
      params: { trigger_id: id },
      body: { ...body, severity: 11 },
    });
    expect(bad.status).toBe(400);
    const ok = await call(update, { method: "PUT", token: alice.token, params: { trigger_id: id }, body });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ severity: 2, duration_hours: 0, triggers: [], date: "2026-03-15", time: "07:05" });

    const gone = await call(remove, { method: "DELETE", token: alice.token, params: { trigger_id: id } });
    expect(gone.status).toBe(200);
    expect(gone.body.detail).toBe("Migraine deleted successfully!");
    expect(await countEpisodes(alice.user.id)).toBe(0);
    expect((await call(remove, { method: "DELETE", token: alice.token, params: { trigger_id: id } })).status).toBe(404);
  });
});
