/**
 * /api/questionnaires: MIDAS and HIT-6 taken through the routes, scored by the server with the
 * published rules (the worked values of tests/unit/migraine), dated on the user's today,
 * listed newest first with their retake dates, and private to their owner.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as remove, POST as take } from "@/app/api/questionnaires/[id]/route";
import { GET as overview } from "@/app/api/questionnaires/route";
import { getDb } from "@/db/client";
import { questionnaireResponses, users } from "@/db/schema";
import { localDateIn } from "@/lib/time/zones";
import { call, registerUser } from "../../support/api";

/** MIDAS answers: questions 1–5 as given, A and B fixed. */
const midas = ([q1, q2, q3, q4, q5]: number[], headache_days = 12, pain = 6) => ({
  missed_work_school: q1,
  reduced_work_school: q2,
  missed_household: q3,
  reduced_household: q4,
  missed_family_social: q5,
  headache_days,
  pain,
});
const HIT6_IDS = ["pain_severe", "limits_activities", "lie_down", "too_tired", "fed_up", "concentration"];
const hit6 = (list: string[]) => Object.fromEntries(HIT6_IDS.map((id, i) => [id, list[i]]));

const HIT6_ANSWER_MESSAGE = (n: number) =>
  `Question ${n} must be answered with one of never, rarely, sometimes, very_often, always`;

type Response = {
  response_id: string;
  questionnaire: string;
  date: string;
  score: number;
  grade: string;
  grade_label: string;
  answers: Record<string, unknown>;
  next_due: string;
};
type Status = { latest: Response | null; due: { due_on: string | null; due: boolean }; history: Response[] };
type Overview = { midas: Status; hit6: Status };

async function rowsOf(userId: string) {
  const db = await getDb();
  return db.select().from(questionnaireResponses).where(eq(questionnaireResponses.user_id, userId));
}

/** A response stored as taken on `date` (an earlier day than the routes can write). */
async function storedOn(userId: string, questionnaire: "midas" | "hit6", date: string, score: number, grade: string) {
  const db = await getDb();
  const [row] = await db
    .insert(questionnaireResponses)
    .values({ user_id: userId, questionnaire, date, answers: {}, score, grade })
    .returning();
  return row!.response_id;
}

describe("POST /api/questionnaires/{midas|hit6}", () => {
  it("is a premium feature, like migraine logging: 402 on the free plan, while the history stays readable", async () => {
    const { token, user } = await registerUser();
    const first = await call(take, { token, params: { id: "midas" }, body: { answers: midas([1, 1, 1, 1, 1], 4, 5) } });
    expect(first.status).toBe(201);
    await (await getDb()).update(users).set({ subscription_status: "free" }).where(eq(users.id, user.id));
    const refused = await call(take, {
      token,
      params: { id: "midas" },
      body: { answers: midas([1, 1, 1, 1, 1], 4, 5) },
    });
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toMatch(/Premium/);
    expect(await rowsOf(user.id)).toHaveLength(1);
    const read = await call<{ midas: { history: unknown[] } }>(overview, { token });
    expect(read.status).toBe(200);
    expect(read.body.midas.history).toHaveLength(1);
  });

  it("scores MIDAS 3+2+2+2+2 as 11, grade III, leaving A and B out of the total", async () => {
    const { token } = await registerUser();
    const res = await call<Response>(take, {
      token,
      params: { id: "midas" },
      body: { answers: midas([3, 2, 2, 2, 2], 40, 9) },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      questionnaire: "midas",
      score: 11,
      grade: "III",
      grade_label: "Moderate disability",
      answers: midas([3, 2, 2, 2, 2], 40, 9),
    });
  });

  it.each([
    [[0, 0, 0, 0, 0], 0, "I", "Little or no disability"],
    [[2, 2, 2, 2, 2], 10, "II", "Mild disability"],
    [[5, 4, 4, 4, 4], 21, "IV", "Severe disability"],
  ])("grades MIDAS %j: %d, grade %s", async (days, score, grade, label) => {
    const { token } = await registerUser();
    const res = await call<Response>(take, { token, params: { id: "midas" }, body: { answers: midas(days) } });
    expect(res.body).toMatchObject({ score, grade, grade_label: label });
  });

  it("scores HIT-6 Always, Very often, Sometimes, Sometimes, Rarely, Rarely as 13+11+10+10+8+8 = 60, severe impact", async () => {
    const { token } = await registerUser();
    const answers = hit6(["always", "very_often", "sometimes", "sometimes", "rarely", "rarely"]);
    const res = await call<Response>(take, { token, params: { id: "hit6" }, body: { answers } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ questionnaire: "hit6", score: 60, grade: "severe", grade_label: "Severe impact" });
    expect(res.body.answers).toEqual(answers);
  });

  it.each([
    [["always", "rarely", "rarely", "rarely", "never", "never"], 49, "little", "Little or no impact"],
    [["sometimes", "rarely", "rarely", "rarely", "rarely", "rarely"], 50, "some", "Some impact"],
    [["sometimes", "sometimes", "sometimes", "sometimes", "rarely", "rarely"], 56, "substantial", "Substantial impact"],
  ])("bands HIT-6 %j: %d, %s", async (list, score, grade, label) => {
    const { token } = await registerUser();
    const res = await call<Response>(take, { token, params: { id: "hit6" }, body: { answers: hit6(list) } });
    expect(res.body).toMatchObject({ score, grade, grade_label: label });
  });

  it("ignores a score, grade, date or owner sent by the client and stores only the questionnaire's items", async () => {
    const { token, user } = await registerUser();
    const other = await registerUser();
    const res = await call<Response>(take, {
      token,
      params: { id: "hit6" },
      body: {
        answers: { ...hit6(["never", "never", "never", "never", "never", "never"]), score: 78, bonus: "always" },
        score: 78,
        grade: "severe",
        date: "2020-01-01",
        user_id: other.user.id,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ score: 36, grade: "little", date: localDateIn("Europe/Berlin") });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ score: 36, grade: "little", questionnaire: "hit6" });
    expect(Object.keys(row!.answers).sort()).toEqual([...HIT6_IDS].sort());
    expect(await rowsOf(other.user.id)).toEqual([]);
  });

  it("dates the answers on the user's local today, in their own time zone", async () => {
    for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      const { token } = await registerUser({ time_zone: zone });
      const res = await call<Response>(take, {
        token,
        params: { id: "midas" },
        body: { answers: midas([1, 1, 1, 1, 1]) },
      });
      expect(res.body.date, zone).toBe(localDateIn(zone));
    }
  });

  it("says when each is due again: HIT-6 28 days after, MIDAS 3 calendar months after", async () => {
    const { token } = await registerUser({ time_zone: "UTC" });
    const h = await call<Response>(take, {
      token,
      params: { id: "hit6" },
      body: { answers: hit6(["rarely", "rarely", "rarely", "rarely", "rarely", "rarely"]) },
    });
    const m = await call<Response>(take, { token, params: { id: "midas" }, body: { answers: midas([0, 0, 0, 0, 0]) } });
    const today = new Date(`${h.body.date}T00:00:00Z`);
    const in28 = new Date(today.getTime() + 28 * 86_400_000).toISOString().slice(0, 10);
    expect(h.body.next_due).toBe(in28);
    // 3 months on: same day of the month, or the month's last day when it has no such day
    const [y, mo, d] = m.body.date.split("-").map(Number) as [number, number, number];
    const target = new Date(Date.UTC(y, mo - 1 + 3, 1));
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    const expected = `${target.toISOString().slice(0, 8)}${String(Math.min(d, last)).padStart(2, "0")}`;
    expect(m.body.next_due).toBe(expected);
  });

  it("answers 404 with a detail for a questionnaire it does not know, and stores nothing", async () => {
    const { token, user } = await registerUser();
    for (const id of ["phq9", "MIDAS", "hit-6"]) {
      const res = await call(take, { token, params: { id }, body: { answers: midas([1, 1, 1, 1, 1]) } });
      expect(res, id).toMatchObject({ status: 404, body: { detail: "Unknown questionnaire: use midas or hit6." } });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it.each<[string, "midas" | "hit6", Record<string, unknown>, string]>([
    [
      "a MIDAS day count over 90",
      "midas",
      midas([91, 0, 0, 0, 0]),
      "Question 1 must be a whole number of days from 0 to 90",
    ],
    [
      "a negative MIDAS day count",
      "midas",
      midas([0, 0, 0, -1, 0]),
      "Question 4 must be a whole number of days from 0 to 90",
    ],
    [
      "a fraction of a day",
      "midas",
      midas([0, 0, 0, 0, 2.5]),
      "Question 5 must be a whole number of days from 0 to 90",
    ],
    ["pain over 10", "midas", midas([0, 0, 0, 0, 0], 3, 11), "Pain must be a whole number from 0 to 10"],
    [
      "a missing MIDAS question",
      "midas",
      { ...midas([1, 1, 1, 1, 1]), reduced_work_school: undefined },
      "Question 2 must be a whole number of days from 0 to 90",
    ],
    [
      "an unknown HIT-6 answer",
      "hit6",
      hit6(["never", "never", "often", "never", "never", "never"]),
      HIT6_ANSWER_MESSAGE(3),
    ],
    [
      "a missing HIT-6 item",
      "hit6",
      hit6(["never", "never", "never", "never", "never", undefined as unknown as string]),
      HIT6_ANSWER_MESSAGE(6),
    ],
    ["MIDAS answers sent to HIT-6", "hit6", midas([1, 1, 1, 1, 1]), HIT6_ANSWER_MESSAGE(1)],
  ])("refuses %s with 400 and a detail, and stores nothing", async (_, id, answers, detail) => {
    const { token, user } = await registerUser();
    const res = await call(take, { token, params: { id }, body: { answers } });
    expect(res).toMatchObject({ status: 400, body: { detail } });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("refuses a body without answers", async () => {
    const { token } = await registerUser();
    const res = await call(take, { token, params: { id: "midas" }, body: { score: 3 } });
    expect(res).toMatchObject({ status: 400, body: { detail: "Answers must be a set of fields" } });
  });

  it("needs a sign-in", async () => {
    const res = await call(take, { params: { id: "midas" }, body: { answers: midas([1, 1, 1, 1, 1]) } });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/questionnaires", () => {
  it("is due now and empty before anything is taken", async () => {
    const { token } = await registerUser();
    const res = await call<Overview>(overview, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      midas: { latest: null, due: { due_on: null, due: true }, history: [] },
      hit6: { latest: null, due: { due_on: null, due: true }, history: [] },
    });
  });

  it("lists each questionnaire's history newest first, with its latest and retake status", async () => {
    const { token, user } = await registerUser();
    // MIDAS on 30 Nov 2025 is due on 28 Feb 2026 (no 30 Feb); on 31 May 2026, due on 31 Aug 2026
    const older = await storedOn(user.id, "midas", "2025-11-30", 25, "IV");
    const newer = await storedOn(user.id, "midas", "2026-05-31", 8, "II");
    const hitOld = await storedOn(user.id, "hit6", "2026-02-01", 62, "severe");
    const hitNew = await storedOn(user.id, "hit6", "2026-03-14", 55, "some");
    const today = localDateIn("Europe/Berlin");
    const taken = await call<Response>(take, {
      token,
      params: { id: "hit6" },
      body: { answers: hit6(["sometimes", "sometimes", "sometimes", "sometimes", "rarely", "rarely"]) },
    });

    const res = await call<Overview>(overview, { token });
    expect(res.status).toBe(200);
    const { midas: m, hit6: h } = res.body;
    expect(m.history.map((r) => [r.response_id, r.date, r.next_due, r.grade_label])).toEqual([
      [newer, "2026-05-31", "2026-08-31", "Mild disability"],
      [older, "2025-11-30", "2026-02-28", "Severe disability"],
    ]);
    expect(m.latest?.response_id).toBe(newer);
    // due once today reaches 31 August 2026
    expect(m.due).toEqual({ due_on: "2026-08-31", due: today >= "2026-08-31" });

    expect(h.history.map((r) => [r.response_id, r.score])).toEqual([
      [taken.body.response_id, 56],
      [hitNew, 55],
      [hitOld, 62],
    ]);
    // 14 March + 28 days is 11 April
    expect(h.history[1]!.next_due).toBe("2026-04-11");
    expect(h.latest).toMatchObject({ response_id: taken.body.response_id, date: today, grade: "substantial" });
    expect(h.due).toEqual({ due_on: taken.body.next_due, due: false });
  });

  it("shows another user's responses to no one else", async () => {
    const a = await registerUser();
    const b = await registerUser();
    await call(take, { token: a.token, params: { id: "midas" }, body: { answers: midas([4, 4, 4, 4, 4]) } });
    const res = await call<Overview>(overview, { token: b.token });
    expect(res.body.midas.history).toEqual([]);
    expect(res.body.midas.latest).toBeNull();
  });
});

describe("DELETE /api/questionnaires/{response_id}", () => {
  it("deletes the owner's response; another user's is a 404 like a missing one, and stays", async () => {
    const owner = await registerUser();
    const intruder = await registerUser();
    const made = await call<Response>(take, {
      token: owner.token,
      params: { id: "midas" },
      body: { answers: midas([1, 2, 3, 4, 5]) },
    });
    const id = made.body.response_id;

    const refused = await call(remove, { method: "DELETE", token: intruder.token, params: { id } });
    const missing = await call(remove, {
      method: "DELETE",
      token: intruder.token,
      params: { id: "5b0c7e52-1d3a-4f8e-9c6b-2a7d4e1f0b93" },
    });
    expect(refused).toMatchObject({ status: 404, body: { detail: "Questionnaire response not found." } });
    expect(refused.body).toEqual(missing.body);
    expect(await rowsOf(owner.user.id)).toHaveLength(1);

    const kind = await call(remove, { method: "DELETE", token: owner.token, params: { id: "midas" } });
    expect(kind).toMatchObject({ status: 404, body: { detail: "Questionnaire response not found." } });

    const done = await call(remove, { method: "DELETE", token: owner.token, params: { id } });
    expect(done).toMatchObject({ status: 200, body: { detail: "Questionnaire response deleted." } });
    expect(await rowsOf(owner.user.id)).toEqual([]);
    const after = await call<Overview>(overview, { token: owner.token });
    expect(after.body.midas).toEqual({ latest: null, due: { due_on: null, due: true }, history: [] });
  });
});
