/**
 * Real exports read by the importers and sent to the real POST /api/batch: what the importer
 * produced is stored (the server's schemas accept every item), and a second import of the
 * same file stores nothing more.
 */
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dailyStats, foodEntries, healthMetrics, journalEntries, users } from "@/db/schema";
import { registerUser } from "../../support/api";
import { importsAvailable, readImport } from "../../support/import-fixture";
import { sendRecords } from "../../support/import-send";

type Table = typeof journalEntries | typeof foodEntries | typeof healthMetrics | typeof dailyStats;

async function rows(table: Table, userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.user_id, userId));
  return row!.n;
}
const journalCount = (userId: string) => rows(journalEntries, userId);

/** Imports `files` twice for a new Premium user; answers both results. */
async function importTwice(files: string[]) {
  const { token, user } = await registerUser({ time_zone: "Europe/Amsterdam" });
  const db = await getDb();
  await db
    .update(users)
    .set({ subscription_status: "premium", subscription_end_date: null })
    .where(eq(users.id, user.id));
  const { records } = await readImport(files);
  const first = await sendRecords(token, records);
  const counts = {
    food: await rows(foodEntries, user.id),
    metrics: await rows(healthMetrics, user.id),
    steps: await rows(dailyStats, user.id),
  };
  const second = await sendRecords(token, records);
  const after = {
    food: await rows(foodEntries, user.id),
    metrics: await rows(healthMetrics, user.id),
    steps: await rows(dailyStats, user.id),
  };
  return { first, second, counts, after };
}

describe.skipIf(!importsAvailable)("a real export, imported twice", () => {
  it("Daylio (vee-upatising): 696 days stored once, every item accepted", async () => {
    const { token, user } = await registerUser({ time_zone: "Europe/Amsterdam" });
    const { records } = await readImport(["daylio/vee-upatising_daylio_export.csv"]);
    const first = await sendRecords(token, records);
    expect(first).toEqual({ created: 696, present: 0, refused: new Map() });
    expect(await journalCount(user.id)).toBe(696);

    const second = await sendRecords(token, records);
    expect(second).toEqual({ created: 0, present: 696, refused: new Map() });
    expect(await journalCount(user.id)).toBe(696);
  });

  // counted with Python's csv module on the raw files: 295 rows of distinct date and meal
  it("MyFitnessPal nutrition (zjpahle): 295 meals stored once", async () => {
    const { first, second, counts, after } = await importTwice([
      "myfitnesspal/zjpahle_Nutrition-Summary-2018-01-01-to-2018-06-05.csv",
    ]);
    expect(first).toEqual({ created: 295, present: 0, refused: new Map() });
    expect(counts.food).toBe(295);
    expect(second).toEqual({ created: 0, present: 295, refused: new Map() });
    expect(after).toEqual(counts);
  });

  // 23 filled Weight cells, 156 days with steps above 0
  it("MyFitnessPal measurements (zjpahle): 23 weights and 156 days of steps stored once", async () => {
    const { first, second, counts, after } = await importTwice([
      "myfitnesspal/zjpahle_Measurement-Summary-2018-01-01-to-2018-06-05.csv",
    ]);
    expect(first.created).toBe(23 + 156);
    expect(counts).toEqual({ food: 0, metrics: 23, steps: 156 });
    expect(second).toEqual({ created: 0, present: 23 + 156, refused: new Map() });
    expect(after).toEqual(counts);
  });

  // 91 blood glucose, 3 heart rate and 3 sleep rows (30 insulin rows are not imported)
  it("Cronometer biometrics (dhjelmar): 97 measurements stored once", async () => {
    const { first, second, counts, after } = await importTwice(["cronometer/dhjelmar_biometrics.csv"]);
    expect(first).toEqual({ created: 97, present: 0, refused: new Map() });
    expect(counts.metrics).toBe(97);
    expect(second.present).toBe(97);
    expect(after).toEqual(counts);
  });
});
