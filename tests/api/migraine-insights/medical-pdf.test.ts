/**
 * The medical report's migraine care section, read back with pdftotext: the monthly counts,
 * the overuse warning when it applies (and not when it does not), the latest MIDAS and HIT-6,
 * the preventive comparison, and the possible triggers with their grades and intervals. Each PDF is kept under test-results/ with its pages as PNGs
 * (pdftoppm) to look at.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as exportData } from "@/app/api/export/data/route";
import { getDb } from "@/db/client";
import { journalEntries, migraines, users } from "@/db/schema";
import { loadMedicalData } from "@/lib/reports/service";
import { addDays } from "@/lib/time/dates";
import { formatShortMonth } from "@/lib/time/format";
import { shiftMonth } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";
import { registerUser } from "../../support/api";
import { download, pdfText } from "../export/seed";
import {
  addMedication,
  answerQuestionnaire,
  episodesPerMonth,
  lastMonths,
  logEpisode,
  signedUpMonthsAgo,
} from "./seed";

const TZ = "Europe/Berlin";
const OUT = path.join(import.meta.dirname, "../../../test-results/migraine-care-pdf");

async function proUser() {
  const { token, user } = await registerUser({ time_zone: TZ, name: "Sam Rivera" });
  await (await getDb()).update(users).set({ subscription_status: "pro" }).where(eq(users.id, user.id));
  return { token, userId: user.id, today: localDateIn(TZ) };
}

/** The report as text, and its file and pages kept as `name`.pdf / `name`-N.png. */
async function medicalReport(token: string, name: string, days = "90") {
  const res = await download(exportData, { token, query: { format: "medical", days } });
  expect(res.status).toBe(200);
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, `${name}.pdf`);
  writeFileSync(file, res.bytes);
  execFileSync("pdftoppm", ["-png", "-r", "70", file, path.join(OUT, name)]);
  return pdfText(res.bytes).replace(/\s+/g, " ");
}

describe("the medical report's migraine summary", () => {
  it("counts migraine days apart from the days of other headaches", async () => {
    const { token, userId, today } = await proUser();
    await logEpisode(userId, addDays(today, -3));
    await logEpisode(userId, addDays(today, -2));
    await logEpisode(userId, addDays(today, -2), [], "headache");
    await logEpisode(userId, addDays(today, -1), [], "headache");
    const text = await medicalReport(token, "headache-kinds");
    expect(text).toContain("Migraine days: 2 (4 episodes, 2 of them other headaches)");
  });
});

describe("the medical report's migraine care section", () => {
  it("shows the monthly counts, the overuse warning, MIDAS, HIT-6 and the preventive comparison", async () => {
    const { token, userId, today } = await proUser();
    await signedUpMonthsAgo(userId, 12);
    const months = lastMonths(today, 3);
    const current = today.slice(0, 7);
    const suma = await addMedication(userId, "Sumatriptan", { acute_class: "triptan" });
    const ibu = await addMedication(userId, "Ibuprofen", { acute_class: "simple_analgesic" });
    // triptans on 11, 12 and 10 days: 33 days, 11 a month; ibuprofen on 2 more days in the last month
    await episodesPerMonth(
      userId,
      [
        [months[0]!, 11],
        [months[1]!, 12],
        [months[2]!, 10],
      ],
      [suma],
    );
    await logEpisode(userId, `${months[2]}-20`, [ibu]);
    await logEpisode(userId, `${months[2]}-21`, [ibu]);
    // a preventive started 7 months ago: 8 + 9 + 7 migraine days before, 4 + 3 + 4 after
    const start = shiftMonth(current, -7);
    await addMedication(userId, "Propranolol", { preventive_start: `${start}-14` });
    await episodesPerMonth(userId, [
      [shiftMonth(start, -3), 8],
      [shiftMonth(start, -2), 9],
      [shiftMonth(start, -1), 7],
      [shiftMonth(start, 1), 4],
      [shiftMonth(start, 2), 3],
      [shiftMonth(start, 3), 4],
    ]);
    await answerQuestionnaire(userId, "midas", `${months[2]}-05`, 24, "IV");
    await answerQuestionnaire(userId, "hit6", `${months[2]}-25`, 62, "severe");

    const text = await medicalReport(token, "flagged", "365");
    expect(text).toContain("Migraine care");
    // days with an acute medication recorded count as acute-treatment days: 33 triptan and 2 ibuprofen days
    expect(text).toContain("Acute-treatment days: 35");
    // the table: month, headache days, migraine days, acute medication days, triptan, simple analgesic
    expect(text).toContain(`${formatShortMonth(months[0]!)} 11 11 11 11 0`);
    expect(text).toContain(`${formatShortMonth(months[1]!)} 12 12 12 12 0`);
    expect(text).toContain(`${formatShortMonth(months[2]!)} 12 12 12 10 2`);
    expect(text).toContain("Medication-overuse warning");
    expect(text).toContain("In the last 3 months, triptans were taken on 11 days a month on average.");
    expect(text).toContain(
      "Regular use on 10 or more days a month can make headaches more frequent (medication-overuse headache). " +
        "Information from the diary, not a diagnosis.",
    );
    expect(text).toContain("33 days with triptans over");
    expect(text).toContain("MIDAS (last 3 months): 24, grade IV, severe disability");
    expect(text).toContain("HIT-6 (last 4 weeks): 62, severe impact");
    expect(text).toContain("Propranolol 1 tablet, started");
    expect(text).toContain("Responder: monthly migraine days fell by half or more.");
    // 24 days before (8 a month), 11 after (3.7 a month): 13/24 fewer = 54.2 %
    expect(text).toContain(
      "Migraine 24 days in the 3 months before (8 a month), 11 days in the 3 months after (3.7 a month): 54.2 % fewer.",
    );
  });

  it("says the threshold is not reached when it is not, and that nothing was taken yet", async () => {
    const { token, userId, today } = await proUser();
    const suma = await addMedication(userId, "Sumatriptan", { acute_class: "triptan" });
    await episodesPerMonth(
      userId,
      lastMonths(today, 3).map((m) => [m, 9] as [string, number]),
      [suma],
    );
    const text = await medicalReport(token, "not-flagged");
    expect(text).not.toContain("Medication-overuse warning");
    expect(text).toContain("Medication overuse (ICHD-3 8.2): not reached. Acute medication on 9 days a month");
    expect(text).toContain("MIDAS (last 3 months): not taken.");
    expect(text).toContain("HIT-6 (last 4 weeks): not taken.");
    expect(text).toContain("No preventive treatment marked.");
  });
});

describe("the medical report's possible triggers", () => {
  /**
   * 60 days of journal entries, poor sleep on every fifth; on six days a migraine logged with
   * "Red wine" and another migraine the day after: the day after red wine had a migraine 6 times
   * in 6, other days 6 in 53.
   */
  async function wineDiary(userId: string, today: string) {
    const db = await getDb();
    const wine = [50, 42, 34, 26, 18, 10].map((n) => addDays(today, -n));
    await db.insert(journalEntries).values(
      Array.from({ length: 60 }, (_, n) => ({
        user_id: userId,
        date: addDays(today, -n),
        title: "Day",
        mood: 6,
        energy: 6,
        stress: 4,
        sleep: n % 5 === 0 ? 3 : 7,
      })),
    );
    await db
      .insert(migraines)
      .values([
        ...wine.map((date) => ({ user_id: userId, date, severity: 5, triggers: ["Red wine"] })),
        ...wine.map((date) => ({ user_id: userId, date: addDays(date, 1), severity: 6 })),
      ]);
  }

  it("lists each factor with its counts, ratio and interval, grade and the pre-specified note", async () => {
    const { token, userId, today } = await proUser();
    await wineDiary(userId, today);
    const text = await medicalReport(token, "triggers");
    expect(text).toContain("Possible triggers");
    expect(text).toContain("Associations in the patient's own records, not a diagnosis.");
    expect(text).toContain("Factor (lag) With it Without Ratio (95 % CI) Grade More days");
    // the wine row first: 6 of 6 days after it, 6 of 53 after others, a ratio above 1 with its interval, graded strong
    expect(text).toMatch(
      /Trigger logged: Red wine \(day before\) 6\/6 \(100%\) 6\/53 \(11%\) \d+(\.\d)? \(\d+(\.\d+)?–\d+(\.\d+)?\) Strong evidence/,
    );
    expect(text).toContain("More days: about how many more days of logging at the current rates would show");
    expect(text).toContain("No suspected factor is pre-specified yet, so every comparison is exploratory");
    expect(text).toContain("Taken together");
  });

  it("a provider link's report shows only the comparisons of the areas it shares", async () => {
    const { userId, today } = await proUser();
    await wineDiary(userId, today);
    const db = await getDb();
    const load = (areas: ("migraines" | "journal")[]) =>
      loadMedicalData(db, { userId, timeZone: TZ, imperial: false, areas, calorieGoal: 2000 });
    // the user's own report compares poor sleep too; a link sharing migraines only leaves it out and says so
    const own = await loadMedicalData(db, {
      userId,
      timeZone: TZ,
      imperial: false,
      calorieGoal: 2000,
      now: new Date(),
    });
    expect(own.end).toBe(today);
    const tested = (rows: { key: string; grade: string }[]) =>
      new Set(rows.filter((r) => r.grade !== "not_enough_data").map((r) => r.key));
    expect(tested(own.factors!.results)).toEqual(new Set(["trigger:red wine", "poor_sleep"]));
    const migrainesOnly = await load(["migraines"]);
    expect(new Set(migrainesOnly.factors!.results.map((r) => r.key))).toEqual(new Set(["trigger:red wine"]));
    expect(migrainesOnly.factors!.left_out).toEqual(["journal", "exercise", "food"]);
    const both = await load(["migraines", "journal"]);
    expect(both.factors!.results).toEqual(own.factors!.results);
    expect(both.factors!.left_out).toEqual(["exercise", "food"]);
    // without the migraines area there is no factor analysis at all
    expect((await load(["journal"])).factors).toBeUndefined();
  });
});
