/**
 * /api/suspected-triggers: the triggers a user suspects, added by a known factor key or in
 * their own words, listed with what they may pick, removed by id, private to their owner,
 * a Premium feature to add; and the factor report tests each one as suspected.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as remove } from "@/app/api/suspected-triggers/[suspicion_id]/route";
import { GET as list, POST as add } from "@/app/api/suspected-triggers/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { getDb } from "@/db/client";
import { journalEntries, suspectedTriggers, users } from "@/db/schema";
import { loadFactorAnalysis } from "@/lib/health/report-data";
import { addDays } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";
import { call, registerUser } from "../../support/api";

type Suspicion = {
  suspicion_id: string;
  factor_key: string;
  label: string;
  kind: string;
  since: string;
  created_at: string;
};
type Choice = { factor_key: string; label: string; kind: string };
type Listing = { suspicions: Suspicion[]; choices: Choice[] };

async function rowsOf(userId: string) {
  const db = await getDb();
  return db.select().from(suspectedTriggers).where(eq(suspectedTriggers.user_id, userId));
}

describe("POST /api/suspected-triggers", () => {
  it("adds a known factor by its key, dated on the user's today, with the analysis' label", async () => {
    const { token, user } = await registerUser({ time_zone: "Pacific/Auckland" });
    const res = await call<Suspicion>(add, { token, body: { factor_key: "food:caffeine" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ factor_key: "food:caffeine", label: "Caffeine", kind: "food" });
    expect(res.body.since).toBe(localDateIn("Pacific/Auckland", new Date(res.body.created_at)));
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("keeps a trigger in the user's words as trigger:<name in lower case>, with the name as written", async () => {
    const { token } = await registerUser();
    const res = await call<Suspicion>(add, { token, body: { trigger: "  Red Wine " } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ factor_key: "trigger:red wine", label: "Red Wine", kind: "your_trigger" });
    // the form's own trigger keeps the form's spelling
    const form = await call<Suspicion>(add, { token, body: { factor_key: "trigger:Lack of sleep" } });
    expect(form.body).toMatchObject({
      factor_key: "trigger:lack of sleep",
      label: "Lack of sleep",
      kind: "migraine_form",
    });
  });

  it("answers 409 for a factor already suspected, however it was spelled, and stores it once", async () => {
    const { token, user } = await registerUser();
    expect((await call(add, { token, body: { trigger: "Chocolate" } })).status).toBe(201);
    const again = await call(add, { token, body: { factor_key: "trigger:chocolate" } });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("You already suspect Chocolate.");
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("answers a retry with the same Idempotency-Key with the first 201, not a 409", async () => {
    const { token, user } = await registerUser();
    const headers = { "Idempotency-Key": "suspect-retried-1" };
    const first = await call<Suspicion>(add, { token, headers, body: { factor_key: "low_energy" } });
    const retry = await call<Suspicion>(add, { token, headers, body: { factor_key: "low_energy" } });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.suspicion_id).toBe(first.body.suspicion_id);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("keeps at most 30 suspicions: the 31st is a 409 naming the limit", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    await db
      .insert(suspectedTriggers)
      .values(
        Array.from({ length: 30 }, (_, i) => ({ user_id: user.id, factor_key: `trigger:t${i}`, label: `T${i}` })),
      );
    const res = await call(add, { token, body: { factor_key: "poor_sleep" } });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe("You can suspect at most 30 triggers. Remove one first.");
    expect(await rowsOf(user.id)).toHaveLength(30);
  });

  it("refuses a key the analysis does not build, and a body with neither or both, with a detail", async () => {
    const { token, user } = await registerUser();
    for (const body of [
      { factor_key: "sunshine" },
      { factor_key: "food:broccoli" },
      { factor_key: "trigger:" },
      { factor_key: `trigger:${"x".repeat(61)}` },
      {},
      { factor_key: "poor_sleep", trigger: "Wine" },
      { trigger: "   " },
    ]) {
      const res = await call(add, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.detail).toBe("string");
    }
    const unknown = await call(add, { token, body: { factor_key: "sunshine" } });
    expect(unknown.body.detail).toBe("Unknown factor: choose one of the listed factors or name your own trigger");
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("is a Premium feature: 402 on the Free plan, while the list stays readable and removable", async () => {
    const { token, user } = await registerUser();
    const first = await call<Suspicion>(add, { token, body: { factor_key: "poor_sleep" } });
    expect(first.status).toBe(201);
    await (await getDb()).update(users).set({ subscription_status: "free" }).where(eq(users.id, user.id));
    const refused = await call(add, { token, body: { factor_key: "high_stress" } });
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toMatch(/Premium/);
    const read = await call<Listing>(list, { token });
    expect(read.status).toBe(200);
    expect(read.body.suspicions.map((s) => s.factor_key)).toEqual(["poor_sleep"]);
    const gone = await call(remove, { token, method: "DELETE", params: { suspicion_id: first.body.suspicion_id } });
    expect(gone.status).toBe(204);
  });
});

describe("GET /api/suspected-triggers", () => {
  it("lists the suspicions oldest first and offers the form's triggers, the user's own, and every factor kind", async () => {
    const { token } = await registerUser();
    const today = localDateIn("UTC");
    const logged = await call(logMigraine, {
      token,
      body: { severity: 6, triggers: ["Stress", "Red wine", "red wine "], symptoms: [], date: today, time: "08:00" },
    });
    expect(logged.status).toBe(201);
    await call(add, { token, body: { factor_key: "pressure_drop" } });
    await call(add, { token, body: { trigger: "Red wine" } });
    const res = await call<Listing>(list, { token });
    expect(res.status).toBe(200);
    expect(res.body.suspicions.map((s) => s.factor_key)).toEqual(["pressure_drop", "trigger:red wine"]);
    const keys = res.body.choices.map((c) => c.factor_key);
    expect(keys.slice(0, 7)).toEqual([
      "trigger:stress",
      "trigger:lack of sleep",
      "trigger:weather changes",
      "trigger:certain foods",
      "trigger:bright lights",
      "trigger:hormonal changes",
      "trigger:red wine",
    ]);
    // the user's own trigger is offered once, and the form's "Stress" is not offered again as theirs
    expect(keys.filter((k) => k === "trigger:red wine")).toHaveLength(1);
    expect(keys.filter((k) => k === "trigger:stress")).toHaveLength(1);
    expect(keys).toEqual(
      expect.arrayContaining(["poor_sleep", "high_stress", "low_mood", "low_energy", "exercise", "calories_over_goal"]),
    );
    expect(keys).toEqual(expect.arrayContaining(["food:caffeine", "food:aspartame", "pressure_drop"]));
    expect(new Set(res.body.choices.map((c) => c.kind))).toEqual(
      new Set(["migraine_form", "your_trigger", "journal", "activity", "food", "weather"]),
    );
  });

  it("shows no other user's suspicions or logged triggers", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    await call(logMigraine, {
      token: owner.token,
      body: { severity: 4, triggers: ["Owner secret"], symptoms: [], date: localDateIn("UTC"), time: "08:00" },
    });
    await call(add, { token: owner.token, body: { trigger: "Owner secret" } });
    const res = await call<Listing>(list, { token: other.token });
    expect(res.body.suspicions).toEqual([]);
    expect(res.body.choices.some((c) => c.label === "Owner secret")).toBe(false);
  });
});

describe("DELETE /api/suspected-triggers/{suspicion_id}", () => {
  it("removes one of the caller's suspicions, then answers 404 for it", async () => {
    const { token, user } = await registerUser();
    const made = await call<Suspicion>(add, { token, body: { factor_key: "exercise" } });
    const params = { suspicion_id: made.body.suspicion_id };
    expect((await call(remove, { token, method: "DELETE", params })).status).toBe(204);
    expect(await rowsOf(user.id)).toHaveLength(0);
    const again = await call(remove, { token, method: "DELETE", params });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe("Suspected trigger not found.");
    const malformed = await call(remove, { token, method: "DELETE", params: { suspicion_id: "not-an-id" } });
    expect(malformed.status).toBe(404);
  });

  it("answers 404 for another user's suspicion and leaves it in place", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const made = await call<Suspicion>(add, { token: owner.token, body: { factor_key: "low_mood" } });
    const res = await call(remove, {
      token: other.token,
      method: "DELETE",
      params: { suspicion_id: made.body.suspicion_id },
    });
    expect(res.status).toBe(404);
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
  });
});

describe("the factor report", () => {
  it("tests a trigger suspected in the user's words as that logged trigger, since the day it was added", async () => {
    const { token, user } = await registerUser({ time_zone: "UTC" });
    const today = localDateIn("UTC");
    const db = await getDb();
    // 14 days of journal; "Lack of sleep" logged on four migraines, each followed by another
    for (let i = 13; i >= 0; i--) {
      const date = addDays(today, -i);
      await db
        .insert(journalEntries)
        .values({ user_id: user.id, date, title: `Journal Entry - ${date}`, mood: 6, energy: 6, stress: 4, sleep: 7 });
    }
    for (const back of [12, 11, 8, 7, 4, 3, 1, 0]) {
      const res = await call(logMigraine, {
        token,
        body: {
          severity: 5,
          triggers: back % 4 === 0 ? ["Lack of sleep"] : [],
          symptoms: [],
          date: addDays(today, -back),
          time: "08:00",
        },
      });
      expect(res.status).toBe(201);
    }
    const added = await call<Suspicion>(add, { token, body: { trigger: " LACK of sleep" } });
    expect(added.body.factor_key).toBe("trigger:lack of sleep");
    const analysis = await loadFactorAnalysis(db, { userId: user.id, today, timeZone: "UTC", calorieGoal: 2000 });
    const result = analysis.results.find((r) => r.key === "trigger:lack of sleep");
    expect(result).toBeDefined();
    expect(result!.suspected_since).toBe(added.body.since);
    expect(
      analysis.results.filter((r) => r.key !== "trigger:lack of sleep").every((r) => r.suspected_since === null),
    ).toBe(true);
  });
});
