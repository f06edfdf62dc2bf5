import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DELETE as del, PUT as put } from "@/app/api/journal-entries/[entry_id]/route";
import { GET as list, POST as save } from "@/app/api/journal-entries/route";
import { getDb } from "@/db/client";
import { journalEntries } from "@/db/schema";
import type { ApiResult } from "@/lib/api-client/contract";
import { call, registerUser } from "../../support/api";
import { getMoodInsights } from "@/lib/journal/overview";
import { addDays } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";

type Entry = ApiResult<"/api/journal-entries">[number];

async function rows(userId: string) {
  const db = await getDb();
  return db.select().from(journalEntries).where(eq(journalEntries.user_id, userId));
}

describe("POST /api/journal-entries", () => {
  it("saves today's entry with its title and no rating the user didn't set, and a second save updates it", async () => {
    const { token, user } = await registerUser({ time_zone: "Pacific/Kiritimati" });
    const today = localDateIn("Pacific/Kiritimati");
    const first = await call<Entry>(save, { token, body: { content: "A calm day.", tags: [] } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      date: today,
      title: `Journal Entry - ${today}`,
      mood: null,
      energy: null,
      stress: null,
      sleep: null,
      content: "A calm day.",
      gratitude: null,
    });
    const second = await call<Entry>(save, {
      token,
      body: { date: today, content: "Changed my mind.", mood: 9, gratitude: "Friends", goals: "Walk" },
    });
    expect(second.body.entry_id).toBe(first.body.entry_id);
    expect(second.body).toMatchObject({ mood: 9, content: "Changed my mind.", gratitude: "Friends", goals: "Walk" });
    expect(await rows(user.id)).toHaveLength(1);
  });

  it.each([
    [{ mood: 0 }, "Mood must be a whole number from 1 to 10"],
    [{ mood: 11 }, "Mood must be a whole number from 1 to 10"],
    [{ energy: 5.5 }, "Energy must be a whole number from 1 to 10"],
    [{ sleep: "8" }, "Sleep must be a whole number from 1 to 10"],
    [{ content: "x".repeat(20_001) }, "Content must be at most 20,000 characters"],
    [{ date: "2026-02-30" }, "Date must be a real calendar date (YYYY-MM-DD) from 1900 to 2100"],
    [{ date: "2099-01-01" }, "Date cannot be in the future"],
    [{ tags: "calm" }, "Tags must be a list"],
  ])("refuses %#: a clear 4xx and nothing saved", async (body, detail) => {
    const { token, user } = await registerUser();
    const res = await call(save, { token, body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(detail);
    expect(await rows(user.id)).toHaveLength(0);
  });

  it("stores null for a slider not set (absent or null), and the mood averages leave it out", async () => {
    const { token, user } = await registerUser({ time_zone: "UTC" });
    const today = localDateIn("UTC");
    const day = (n: number) => addDays(today, -n);
    const saved = await call<Entry>(save, {
      token,
      body: { date: day(0), content: "Slept badly, didn't rate my mood.", mood: null, sleep: 3 },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ mood: null, energy: null, stress: null, sleep: 3 });
    const [row] = await rows(user.id);
    expect(row).toMatchObject({ mood: null, energy: null, stress: null, sleep: 3 });

    for (const [n, mood] of [
      [1, 8],
      [2, 6],
    ] as const)
      expect((await call(save, { token, body: { date: day(n), mood, energy: 5, stress: 4, sleep: 7 } })).status).toBe(
        201,
      );
    const insights = await getMoodInsights(await getDb(), { userId: user.id, today });
    // 3 entries, 2 with a mood: (8 + 6) / 2, not (8 + 6 + a default 7) / 3
    expect(insights.entries7).toBe(3);
    expect(insights.week.mood).toMatchObject({ value: 7, count: 2 });
    expect(insights.week.sleep).toMatchObject({ value: 5.7, count: 3 });
    expect(insights.week.energy).toMatchObject({ value: 5, count: 2 });
    expect(insights.chart.at(-1)).toMatchObject({ value: null });

    const history = await call<Entry[]>(list, { token });
    expect(history.body[0]).toMatchObject({ date: today, mood: null, sleep: 3 });
  });

  it("refuses a 1 MB text with a 4xx", async () => {
    const { token, user } = await registerUser();
    const res = await call(save, { token, body: { content: "x".repeat(1_048_576) } });
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe("Request body is too large.");
    expect(await rows(user.id)).toHaveLength(0);
  });
});

describe("GET, PUT and DELETE", () => {
  it("lists newest first with limit/offset or date_param, edits, refuses a taken date, and deletes", async () => {
    const { token, user } = await registerUser();
    const { token: other } = await registerUser();
    for (const [date, mood] of [
      ["2026-01-01", 3],
      ["2026-01-03", 5],
      ["2026-01-02", 4],
    ] as const) {
      expect((await call(save, { token, body: { date, mood } })).status).toBe(201);
    }
    const page = await call<Entry[]>(list, { token, query: { limit: "2" } });
    expect(page.body.map((e) => e.date)).toEqual(["2026-01-03", "2026-01-02"]);
    expect((await call<Entry[]>(list, { token, query: { limit: "2", offset: "2" } })).body.map((e) => e.date)).toEqual([
      "2026-01-01",
    ]);
    expect((await call<Entry[]>(list, { token, query: { date_param: "2026-01-02" } })).body.map((e) => e.mood)).toEqual(
      [4],
    );
    expect((await call(list, { token, query: { limit: "0" } })).status).toBe(400);
    expect((await call<Entry[]>(list, { token: other })).body).toEqual([]);

    const target = page.body[1]!;
    const params = { entry_id: target.entry_id };
    const edited = await call<Entry>(put, { method: "PUT", token, params, body: { content: "Edited", mood: 8 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      date: "2026-01-02",
      content: "Edited",
      mood: 8,
      title: "Journal Entry - 2026-01-02",
    });
    const clash = await call(put, { method: "PUT", token, params, body: { date: "2026-01-03" } });
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toBe("There is already a journal entry for 2026-01-03.");
    expect((await call(put, { method: "PUT", token, params, body: { mood: 11 } })).status).toBe(400);
    expect((await call(put, { method: "PUT", token: other, params, body: { mood: 5 } })).status).toBe(404);
    expect((await call(del, { method: "DELETE", token: other, params })).status).toBe(404);
    const gone = await call(del, { method: "DELETE", token, params });
    expect(gone.body.detail).toBe("Journal entry deleted successfully!");
    expect((await rows(user.id)).map((r) => r.date).sort()).toEqual(["2026-01-01", "2026-01-03"]);
    expect((await call(del, { method: "DELETE", token, params })).status).toBe(404);
  });
});
