/**
 * GET /api/migraine-insights: monthly counts per class, the ICHD-3 8.2 overuse verdict on its
 * edge cases, the latest MIDAS and HIT-6, the preventive comparison, the query's bounds, and
 * nobody else's rows. Rows are inserted directly; "today" is the real day in the user's zone.
 */
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/migraine-insights/route";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { FACTOR_WINDOW_DAYS, loadFactorAnalysis } from "@/lib/health/report-data";
import { addDays, shiftMonth } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";
import { loadMigraineCare } from "@/lib/migraine-insights/service";
import { call, registerUser } from "../../support/api";
import {
  addMedication,
  answerQuestionnaire,
  daysOf,
  episodesPerMonth,
  lastMonths,
  logEpisode,
  signedUpMonthsAgo,
} from "./seed";

const TZ = "Pacific/Auckland";

type Overuse = {
  flagged: boolean;
  class: string | null;
  classes: string[];
  average_days_per_month: number;
  months: string[];
};
type Counts = {
  month: string;
  headache_days: number;
  migraine_days: number;
  acute_medication_days: Record<string, number>;
  any_acute_medication_days: number;
};
type Insights = {
  months: number;
  today: string;
  monthly: Counts[];
  current_month: Counts;
  medication_overuse: Overuse & { counts: { days_by_class: Record<string, number>; multiple_class_days: number } };
  midas: Record<string, unknown> | null;
  hit6: Record<string, unknown> | null;
  preventives: Record<string, unknown>[];
  factors: { days_of_data: number; enough_data: boolean; comparisons: number; results: unknown[]; window_days: number };
};

async function newUser() {
  const { token, user } = await registerUser({ time_zone: TZ });
  return { token, userId: user.id, today: localDateIn(TZ) };
}

async function insights(token: string, query: Record<string, string> = {}) {
  const res = await call<Insights>(GET, { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("GET /api/migraine-insights", () => {
  it("counts headache, migraine and acute-medication days per class for each month", async () => {
    const { token, userId, today } = await newUser();
    const [m1, m2, m3] = lastMonths(today, 3) as [string, string, string];
    const suma = await addMedication(userId, "Sumatriptan", { acute_class: "triptan" });
    const ibu = await addMedication(userId, "Ibuprofen", { acute_class: "simple_analgesic" });
    const gep = await addMedication(userId, "Rimegepant", { acute_class: "gepant" });
    // m1: 3 headache days; the 1st has two episodes (one day), one with a triptan and ibuprofen, one with a
    // triptan again; the 3rd is a headache that is not a migraine (a headache day, not a migraine day)
    await logEpisode(userId, `${m1}-01`, [suma, ibu]);
    await logEpisode(userId, `${m1}-01`, [suma]);
    await logEpisode(userId, `${m1}-02`, [ibu]);
    await logEpisode(userId, `${m1}-03`, [], "headache");
    // m2: nothing; m3: one gepant day
    await logEpisode(userId, `${m3}-15`, [gep]);
    // the current month so far
    await logEpisode(userId, `${today.slice(0, 7)}-01`, [suma]);

    const body = await insights(token);
    expect(body.months).toBe(3);
    expect(body.today).toBe(today);
    expect(body.monthly.map((m) => m.month)).toEqual([m1, m2, m3]);
    expect(body.monthly[0]).toEqual({
      month: m1,
      headache_days: 3,
      migraine_days: 2,
      acute_medication_days: {
        triptan: 1,
        simple_analgesic: 2,
        combination_analgesic: 0,
        opioid: 0,
        ergot: 0,
        gepant: 0,
        other: 0,
      },
      any_acute_medication_days: 2,
    });
    expect(body.monthly[1]).toMatchObject({ headache_days: 0, migraine_days: 0, any_acute_medication_days: 0 });
    expect(body.monthly[2]).toMatchObject({ headache_days: 1, any_acute_medication_days: 1 });
    expect(body.monthly[2]!.acute_medication_days.gepant).toBe(1);
    expect(body.current_month).toMatchObject({ month: today.slice(0, 7), headache_days: 1 });
    expect(body.current_month.acute_medication_days.triptan).toBe(1);
    // the factor analysis is the Health Reports tab's own, with its sample sizes
    const db = await getDb();
    const [goal] = await db
      .select({ daily_calories_goal: users.daily_calories_goal })
      .from(users)
      .where(eq(users.id, userId));
    expect(body.factors).toEqual({
      ...(await loadFactorAnalysis(db, { userId, today, timeZone: TZ, calorieGoal: goal!.daily_calories_goal })),
      window_days: FACTOR_WINDOW_DAYS,
    });
    expect(body.factors.enough_data).toBe(true);
  });

  it("takes months from 1 to 24 and refuses anything else with a detail", async () => {
    const { token, today } = await newUser();
    const one = await insights(token, { months: "1" });
    expect(one.monthly.map((m) => m.month)).toEqual([shiftMonth(today.slice(0, 7), -1)]);
    const all = await insights(token, { months: "24" });
    expect(all.monthly).toHaveLength(24);
    expect(all.monthly[0]!.month).toBe(shiftMonth(today.slice(0, 7), -24));
    for (const months of ["0", "25", "x", "2.5", "-3", ""]) {
      const res = await call(GET, { token, query: { months } });
      expect(res.status, months).toBe(400);
      expect(res.body.detail).toBe("months must be a whole number from 1 to 24");
    }
    expect((await call(GET, {})).status).toBe(401);
  });

  it("is read on every plan, Free included, like the Health Reports tab", async () => {
    const { token, userId } = await newUser();
    await (await getDb()).update(users).set({ subscription_status: "free" }).where(eq(users.id, userId));
    expect((await call(GET, { token })).status).toBe(200);
  });

  it("warns at 10 triptan days a month on average over the last 3 months, not at 9", async () => {
    const below = await newUser();
    const months = lastMonths(below.today, 3);
    const suma = await addMedication(below.userId, "Sumatriptan", { acute_class: "triptan" });
    // 8 + 9 + 10 = 27 days: 9 a month
    await episodesPerMonth(
      below.userId,
      [
        [months[0]!, 8],
        [months[1]!, 9],
        [months[2]!, 10],
      ],
      [suma],
    );
    // this month's days do not count: the month is not over
    await episodesPerMonth(below.userId, [[below.today.slice(0, 7), 1]], [suma]);
    const notFlagged = (await insights(below.token)).medication_overuse;
    expect(notFlagged).toMatchObject({ flagged: false, class: null, classes: [], average_days_per_month: 9, months });

    const at = await newUser();
    const riza = await addMedication(at.userId, "Rizatriptan", { acute_class: "triptan" });
    // 9 + 10 + 11 = 30 days: 10 a month, though one month is under 10
    await episodesPerMonth(
      at.userId,
      [
        [months[0]!, 9],
        [months[1]!, 10],
        [months[2]!, 11],
      ],
      [riza],
    );
    const flagged = (await insights(at.token)).medication_overuse;
    expect(flagged).toMatchObject({
      flagged: true,
      class: "triptan",
      classes: ["triptan"],
      average_days_per_month: 10,
    });
    expect(flagged.counts.days_by_class.triptan).toBe(30);
  });

  it("warns at 15 simple-analgesic days a month on average, not at 14", async () => {
    const below = await newUser();
    const months = lastMonths(below.today, 3);
    const ibu = await addMedication(below.userId, "Ibuprofen", { acute_class: "simple_analgesic" });
    await episodesPerMonth(
      below.userId,
      [
        [months[0]!, 14],
        [months[1]!, 14],
        [months[2]!, 14],
      ],
      [ibu],
    );
    expect((await insights(below.token)).medication_overuse).toMatchObject({
      flagged: false,
      average_days_per_month: 14,
    });

    const at = await newUser();
    const para = await addMedication(at.userId, "Paracetamol", { acute_class: "simple_analgesic" });
    await episodesPerMonth(
      at.userId,
      [
        [months[0]!, 15],
        [months[1]!, 14],
        [months[2]!, 16],
      ],
      [para],
    );
    expect((await insights(at.token)).medication_overuse).toMatchObject({
      flagged: true,
      class: "simple_analgesic",
      average_days_per_month: 15,
    });
  });

  it("warns for several classes on 10 or more days together when none is overused alone (8.2.6)", async () => {
    const mixed = await newUser();
    const months = lastMonths(mixed.today, 3);
    const suma = await addMedication(mixed.userId, "Sumatriptan", { acute_class: "triptan" });
    const ibu = await addMedication(mixed.userId, "Ibuprofen", { acute_class: "simple_analgesic" });
    // each month: triptan on days 1-6, ibuprofen on days 5-10: 6 + 6 class days on 10 distinct days
    for (const month of months) {
      for (const date of daysOf(month, 1, 4)) await logEpisode(mixed.userId, date, [suma]);
      for (const date of daysOf(month, 5, 6)) await logEpisode(mixed.userId, date, [suma, ibu]);
      for (const date of daysOf(month, 7, 10)) await logEpisode(mixed.userId, date, [ibu]);
    }
    const flagged = (await insights(mixed.token)).medication_overuse;
    expect(flagged).toMatchObject({
      flagged: true,
      class: "multiple",
      classes: ["multiple"],
      average_days_per_month: 10,
    });
    expect(flagged.counts).toMatchObject({ multiple_class_days: 30 });
    expect(flagged.counts.days_by_class).toMatchObject({ triptan: 18, simple_analgesic: 18 });

    // one day fewer each month: 9 days together, no warning
    const fewer = await newUser();
    const riza = await addMedication(fewer.userId, "Rizatriptan", { acute_class: "triptan" });
    const asp = await addMedication(fewer.userId, "Aspirin", { acute_class: "simple_analgesic" });
    for (const month of months) {
      for (const date of daysOf(month, 1, 5)) await logEpisode(fewer.userId, date, [riza]);
      for (const date of daysOf(month, 6, 9)) await logEpisode(fewer.userId, date, [asp]);
    }
    expect((await insights(fewer.token)).medication_overuse).toMatchObject({
      flagged: false,
      average_days_per_month: 9,
    });
  });

  it("answers the latest MIDAS and HIT-6 with their grades and when they are due again", async () => {
    const { token, userId, today } = await newUser();
    const current = today.slice(0, 7);
    expect(await insights(token)).toMatchObject({ midas: null, hit6: null });
    await answerQuestionnaire(userId, "midas", `${shiftMonth(current, -5)}-10`, 30, "IV");
    await answerQuestionnaire(userId, "midas", `${shiftMonth(current, -1)}-10`, 8, "II");
    const hit6Date = `${shiftMonth(current, -2)}-05`;
    await answerQuestionnaire(userId, "hit6", hit6Date, 58, "substantial");
    const other = await newUser();
    await answerQuestionnaire(other.userId, "midas", today, 40, "IV");
    await answerQuestionnaire(other.userId, "hit6", today, 70, "severe");

    const body = await insights(token);
    // MIDAS 8: grade II (6-10), due 3 calendar months after it was taken
    expect(body.midas).toEqual({
      date: `${shiftMonth(current, -1)}-10`,
      score: 8,
      grade: "II",
      label: "Mild disability",
      due_on: `${shiftMonth(current, 2)}-10`,
      due: false,
    });
    // HIT-6 58: substantial impact (56-59), due 28 days later, which is past
    expect(body.hit6).toEqual({
      date: hit6Date,
      score: 58,
      grade: "substantial",
      label: "Substantial impact",
      due_on: addDays(hit6Date, 28),
      due: true,
    });
  });

  it("compares migraine days before and after a preventive with the 50 % responder rule and its counts", async () => {
    const { token, userId, today } = await newUser();
    await signedUpMonthsAgo(userId, 14);
    const current = today.slice(0, 7);
    // started in the month 8 before this one: before = the 3 months before it, after = the 3 after it
    const start = shiftMonth(current, -8);
    const before = [shiftMonth(start, -3), shiftMonth(start, -2), shiftMonth(start, -1)];
    const after = [shiftMonth(start, 1), shiftMonth(start, 2), shiftMonth(start, 3)];
    const propranolol = await addMedication(userId, "Propranolol", { preventive_start: `${start}-20` });
    await episodesPerMonth(userId, [
      [before[0]!, 8],
      [before[1]!, 9],
      [before[2]!, 7],
      [start, 5],
    ]);
    await episodesPerMonth(userId, [
      [after[0]!, 5],
      [after[1]!, 4],
      [after[2]!, 3],
    ]);

    const [result] = (await insights(token)).preventives;
    // 24 days before, 12 after: exactly half counts as a response
    expect(result).toMatchObject({
      medication_id: propranolol,
      name: "Propranolol",
      start_date: `${start}-20`,
      status: "complete",
      responder: true,
      reduction_percent: 50,
      before: {
        months: [
          { month: before[0], migraine_days: 8 },
          { month: before[1], migraine_days: 9 },
          { month: before[2], migraine_days: 7 },
        ],
        migraine_days: 24,
        average_per_month: 8,
        covered: true,
      },
      after: { migraine_days: 12, average_per_month: 4, covered: true },
    });
  });

  it("calls a fall of less than half a non-response, and a recent start not enough data", async () => {
    const { token, userId, today } = await newUser();
    await signedUpMonthsAgo(userId, 14);
    const current = today.slice(0, 7);
    const start = shiftMonth(current, -8);
    await addMedication(userId, "Topiramate", { preventive_start: `${start}-01` });
    await addMedication(userId, "Amitriptyline", { preventive_start: `${shiftMonth(current, -1)}-03` });
    await episodesPerMonth(userId, [
      [shiftMonth(start, -3), 8],
      [shiftMonth(start, -2), 8],
      [shiftMonth(start, -1), 8],
      [shiftMonth(start, 1), 5],
      [shiftMonth(start, 2), 4],
      [shiftMonth(start, 3), 4],
    ]);
    const [topiramate, amitriptyline] = (await insights(token)).preventives;
    // 24 before, 13 after: 11/24 fewer = 45.8 %, short of half
    expect(topiramate).toMatchObject({
      name: "Topiramate",
      status: "complete",
      responder: false,
      reduction_percent: 45.8,
      before: { migraine_days: 24 },
      after: { migraine_days: 13, average_per_month: 4.3 },
    });
    expect(amitriptyline).toMatchObject({
      name: "Amitriptyline",
      status: "not_enough_data",
      responder: null,
      reduction_percent: null,
      after: { months: [], migraine_days: 0, average_per_month: null, covered: false },
    });
  });

  it("never counts another user's episodes, medications or links", async () => {
    const me = await newUser();
    const intruder = await newUser();
    const months = lastMonths(me.today, 3);
    const theirs = await addMedication(intruder.userId, "Sumatriptan", { acute_class: "triptan" });
    await episodesPerMonth(
      intruder.userId,
      months.map((m) => [m, 12] as [string, number]),
      [theirs],
    );
    await addMedication(intruder.userId, "Propranolol", { preventive_start: `${months[0]}-01` });
    // my episode linked to their medication: it counts as my headache day, not as my triptan day
    await logEpisode(me.userId, `${months[1]}-04`, [theirs]);

    const body = await insights(me.token);
    expect(body.medication_overuse).toMatchObject({ flagged: false, average_days_per_month: 0 });
    expect(body.monthly.map((m) => m.headache_days)).toEqual([0, 1, 0]);
    expect(body.monthly.map((m) => m.any_acute_medication_days)).toEqual([0, 0, 0]);
    expect(body.preventives).toEqual([]);
    expect(JSON.stringify(body)).not.toContain(theirs);
  });
});

describe("loadMigraineCare", () => {
  it("counts months by the day in the user's time zone", async () => {
    // 23:30 UTC on 31 March is already 1 April in Auckland and still 31 March in Los Angeles
    const now = new Date("2026-03-31T23:30:00Z");
    const db = await getDb();
    const nz = await registerUser({ time_zone: "Pacific/Auckland" });
    const la = await registerUser({ time_zone: "America/Los_Angeles" });
    for (const { user } of [nz, la]) await logEpisode(user.id, "2026-03-31");
    const auckland = await loadMigraineCare(db, {
      user: { ...nz.user, time_zone: "Pacific/Auckland", created_at: now },
      now,
    });
    const losAngeles = await loadMigraineCare(db, {
      user: { ...la.user, time_zone: "America/Los_Angeles", created_at: now },
      now,
    });
    expect(auckland.today).toBe("2026-04-01");
    expect(auckland.monthly.map((m) => [m.month, m.headache_days])).toEqual([
      ["2026-01", 0],
      ["2026-02", 0],
      ["2026-03", 1],
    ]);
    expect(losAngeles.today).toBe("2026-03-31");
    expect(losAngeles.current_month).toMatchObject({ month: "2026-03", headache_days: 1 });
  });
});
