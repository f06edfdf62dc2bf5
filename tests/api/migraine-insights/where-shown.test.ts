/**
 * The dashboard's overuse verdict (one read of acute-medication days) and the provider
 * dashboard's migraine area read the same rules as GET /api/migraine-insights.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { getDashboardOveruse } from "@/lib/dashboard/service";
import { loadShareDashboard } from "@/lib/shares/dashboard";
import { localDateIn } from "@/lib/time/zones";
import { registerUser } from "../../support/api";
import { countQueries } from "../../unit/insights/count-queries";
import { addMedication, answerQuestionnaire, episodesPerMonth, lastMonths } from "./seed";

const TZ = "America/Chicago";

async function overusingUser(daysPerMonth: number) {
  const { user } = await registerUser({ time_zone: TZ });
  const today = localDateIn(TZ);
  const months = lastMonths(today, 3);
  const ergot = await addMedication(user.id, "Ergotamine", { acute_class: "ergot" });
  await episodesPerMonth(
    user.id,
    months.map((m) => [m, daysPerMonth] as [string, number]),
    [ergot],
  );
  return { userId: user.id, today, months };
}

describe("the dashboard's overuse warning", () => {
  it("flags 10 ergot days a month over the last 3 complete months and not 9, and counts nobody else's", async () => {
    const db = await getDb();
    const at = await overusingUser(10);
    // one statement, whatever the diary holds
    const { result, queries } = await countQueries(db, () =>
      getDashboardOveruse(db, { userId: at.userId, today: at.today }),
    );
    expect(queries).toBe(1);
    expect(result).toMatchObject({
      flagged: true,
      class: "ergot",
      average_days_per_month: 10,
      months: at.months,
    });
    const below = await overusingUser(9);
    expect(await getDashboardOveruse(db, { userId: below.userId, today: below.today })).toMatchObject({
      flagged: false,
      average_days_per_month: 9,
    });
    const { user: fresh } = await registerUser({ time_zone: TZ });
    expect(await getDashboardOveruse(db, { userId: fresh.id, today: at.today })).toMatchObject({
      flagged: false,
      average_days_per_month: 0,
    });
  });
});

describe("the provider dashboard's migraine area", () => {
  it("holds the monthly counts, the overuse verdict and the latest MIDAS and HIT-6", async () => {
    const db = await getDb();
    const { userId, today, months } = await overusingUser(12);
    await answerQuestionnaire(userId, "hit6", today, 52, "some");
    const data = await loadShareDashboard(db, { userId, areas: ["migraines"] });
    const care = data!.migraines!.care;
    expect(care.monthly.slice(-3).map((m) => [m.month, m.migraine_days, m.acute_medication_days.ergot])).toEqual(
      months.map((m) => [m, 12, 12]),
    );
    expect(care.medication_overuse).toMatchObject({ flagged: true, class: "ergot", average_days_per_month: 12 });
    expect(care.hit6).toMatchObject({ score: 52, grade: "some", label: "Some impact", due: false });
    expect(care.midas).toBeNull();
    expect(data!.migraines!.episodes).toBe(36);
  });
});
