import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as exportData } from "@/app/api/export/data/route";
import { getDb } from "@/db/client";
import {
  customFoods,
  dailyStats,
  foodEntries,
  healthMetrics,
  medicationDoses,
  migraines,
  recipes,
  savedMeals,
  waterEntries,
  workoutPlans,
} from "@/db/schema";
import { csvText } from "@/lib/data-transfer/export/csv";
import { parseCsvRecords } from "@/lib/data-transfer/export/csv-parse";
import { EXPORT_KINDS, KIND_NAMES, type Manifest } from "@/lib/data-transfer/export/format";
import { loadKind } from "@/lib/data-transfer/export/service";
import { addDays } from "@/lib/time/dates";
import { registerUser } from "../../support/api";
import { addMigraineCare } from "./migraine-care-seed";
import { download, INJECTION, pdfText, seededUser, unzipFile, zipNames } from "./seed";

describe("GET /api/export/data?format=csv", () => {
  const title = "streams a zip of one CSV per kind whose manifest counts and hashes match, with formulas neutralised";
  it(title, async () => {
    const { token, user, today } = await seededUser("free");
    const res = await download(exportData, { token, query: { format: "csv" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="vitalog-health-data-${today}.zip"`);

    const manifest = JSON.parse(unzipFile(res.bytes, "manifest.json").toString("utf8")) as Manifest;
    expect(zipNames(res.bytes).sort()).toEqual([...manifest.files.map((f) => f.file), "manifest.json"].sort());
    for (const f of manifest.files) {
      const content = unzipFile(res.bytes, f.file);
      expect(createHash("sha256").update(content).digest("hex"), f.file).toBe(f.sha256);
      expect(parseCsvRecords(content.toString("utf8")), f.file).toHaveLength(f.count);
    }
    const counts = Object.fromEntries(manifest.files.map((f) => [f.kind, f.count]));
    expect(counts).toMatchObject({
      food_entries: 3,
      exercises: 1,
      health_metrics: 3,
      migraines: 2,
      journal_entries: 1,
      medications: 1,
      medication_doses: 1,
    });

    const db = await getDb();
    const food = parseCsvRecords(unzipFile(res.bytes, "food_entries.csv").toString("utf8"));
    const stored = await db.select().from(foodEntries).where(eq(foodEntries.user_id, user.id));
    expect(food.map((f) => f.entry_id).sort()).toEqual(stored.map((s) => s.entry_id).sort());
    const porridge = food.find((f) => f.food_name === "Porridge")!;
    expect(porridge).toMatchObject({ calories: "310", protein: "11", meal_type: "breakfast", time: "07:30" });
    expect(food.map((f) => f.food_name)).toContain(`'${INJECTION}`);
    expect(food.map((f) => f.food_name)).toContain('\'-2 apples, "crisp"');
    expect(food.every((f) => !/^[=+\-@\t\r]/.test(f.food_name ?? ""))).toBe(true);

    const episodes = parseCsvRecords(unzipFile(res.bytes, "migraines.csv").toString("utf8"));
    const storedEpisodes = await db.select().from(migraines).where(eq(migraines.user_id, user.id));
    expect(episodes.map((e) => JSON.parse(e.triggers!)).sort()).toEqual(storedEpisodes.map((e) => e.triggers).sort());
    const metrics = parseCsvRecords(unzipFile(res.bytes, "health_metrics.csv").toString("utf8"));
    const storedMetrics = await db.select().from(healthMetrics).where(eq(healthMetrics.user_id, user.id));
    expect(metrics.map((m) => Number(m.value)).sort()).toEqual(storedMetrics.map((m) => m.value).sort());
    expect(unzipFile(res.bytes, "food_entries.csv").toString("utf8")).not.toContain(user.id);
  });

  it("writes each file exactly as the CSV of the user's rows read through the ORM", async () => {
    const { token, user, today } = await seededUser("pro");
    await addMigraineCare({ token, userId: user.id, today });
    const db = await getDb();
    await db.insert(dailyStats).values({ user_id: user.id, date: "2026-03-01", steps: 8123 });
    await db.insert(waterEntries).values({
      user_id: user.id,
      date: "2026-03-01",
      time: "07:15",
      amount_ml: 330,
      created_at: new Date("2026-03-01T12:15:00.123Z"),
    });
    const [oats] = await db
      .insert(customFoods)
      .values({ user_id: user.id, food_name: '=Oats, "rolled"', calories: 150, fiber: 4, barcode: "0036000291452" })
      .returning();
    await db.insert(recipes).values({
      user_id: user.id,
      name: "Porridge",
      servings: 2,
      ingredients: [
        {
          food_id: oats!.food_id,
          product_id: null,
          food_name: oats!.food_name,
          serving_size: null,
          calories: 150,
          protein: null,
          carbs: null,
          fat: null,
          fiber: 4,
          sugar: null,
          saturated_fat: null,
          sodium_mg: null,
          amount: 2,
        },
      ],
    });
    await db.insert(savedMeals).values({
      user_id: user.id,
      name: "=Lunch, usual",
      meal_type: "lunch",
      items: [
        {
          food_name: 'Soup "tomato"',
          serving_size: null,
          calories: 200,
          protein: 4,
          carbs: 30,
          fat: 6,
          fiber: null,
          sugar: 9.5,
          saturated_fat: null,
          sodium_mg: 900,
          quantity: 1,
          unit: "serving",
          barcode: null,
        },
      ],
    });
    await db.insert(workoutPlans).values({
      user_id: user.id,
      plan_name: '=Plan, "A"',
      plan_content: "Day 1\nSquats",
      preferences: { goal: "strength", days: [1, 3] },
    });
    // timestamps with microseconds: the file keeps milliseconds, cut as Date#toISOString cuts them
    await db
      .update(foodEntries)
      .set({ created_at: sql`'2026-01-02 03:04:05.999999+00'` })
      .where(eq(foodEntries.food_name, "Porridge"));
    await db
      .update(workoutPlans)
      .set({ created_at: sql`'2025-12-31 23:59:59.000501+00'` })
      .where(eq(workoutPlans.user_id, user.id));
    await db
      .update(medicationDoses)
      .set({ taken_at: sql`'2026-02-03 04:05:06.789+05:30'` })
      .where(eq(medicationDoses.user_id, user.id));

    const res = await download(exportData, { token, query: { format: "csv" } });
    expect(res.status).toBe(200);
    for (const kind of KIND_NAMES) {
      const expected = csvText(EXPORT_KINDS[kind], await loadKind(db, user.id, kind));
      expect(unzipFile(res.bytes, `${kind}.csv`).toString("utf8"), kind).toBe(expected);
      expect(expected.split("\r\n").length, kind).toBeGreaterThan(2);
    }
    const food = parseCsvRecords(unzipFile(res.bytes, "food_entries.csv").toString("utf8"));
    expect(food.find((f) => f.food_name === "Porridge")!.created_at).toBe("2026-01-02T03:04:05.999Z");
    const doses = parseCsvRecords(unzipFile(res.bytes, "medication_doses.csv").toString("utf8"));
    expect(doses[0]!.taken_at).toBe("2026-02-02T22:35:06.789Z");
  });

  it("exports an empty account as header-only files (its activity: the export itself)", async () => {
    const { token } = await registerUser();
    const res = await download(exportData, { token, query: { format: "csv" } });
    const manifest = JSON.parse(unzipFile(res.bytes, "manifest.json").toString("utf8")) as Manifest;
    expect(manifest.files.filter((f) => f.kind !== "account_activity").every((f) => f.count === 0)).toBe(true);
    const activity = parseCsvRecords(unzipFile(res.bytes, "account_activity.csv").toString("utf8"));
    expect(activity.filter((e) => e.kind === "data_exported")).toHaveLength(1);
    expect(unzipFile(res.bytes, "exercises.csv").toString("utf8")).toMatch(/^entry_id,date,time,exercise_name/);
  });
});

describe("GET /api/export/data?format=pdf", () => {
  it("lists the records month by month", async () => {
    const { token, user, today } = await seededUser("free");
    await (
      await getDb()
    )
      .insert(migraines)
      .values({ user_id: user.id, kind: "headache", severity: 3, date: addDays(today, -2), time: "18:00" });
    const res = await download(exportData, { token, query: { format: "pdf" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(res.bytes);
    expect(text).toContain("Health data export");
    expect(text).toContain("Robin Patient");
    expect(text).toContain("3 food entries, 1 workouts, 3 vital signs, 3 headaches (2 migraines), 1 journal entries");
    const month = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${today}T12:00:00Z`),
    );
    expect(text).toContain(month);
    expect(text).toContain("Porridge");
    expect(text).toContain("Cycling");
    expect(text).toContain("145/95 mmHg"); // the pair reads as one reading
    expect(text).toContain("Propranolol");
    expect(text).toContain("Sumatriptan 50 mg");
    // each episode says whether it was a migraine or another headache
    expect(text).toMatch(/Migraine\s+8\/10/);
    expect(text).toMatch(/Headache\s+3\/10/);
  });
});

describe("GET /api/export/data?format=medical", () => {
  it("is a Pro feature: 402 on the trial and free plans", async () => {
    for (const plan of ["free", "trial"] as const) {
      const { token } = await seededUser(plan);
      const res = await download(exportData, { token, query: { format: "medical" } });
      expect(res.status).toBe(402);
      expect(res.json().detail).toBe("The medical report requires the Pro plan. Upgrade to continue.");
    }
  });

  it("summarises the patient, migraines, vitals, medications and mood over 90 days by default", async () => {
    const { token } = await seededUser("pro");
    const res = await download(exportData, { token, query: { format: "medical" } });
    expect(res.status).toBe(200);
    const text = pdfText(res.bytes).replace(/[ \t]+/g, " ");
    for (const expected of [
      "Medical report",
      "Name: Robin Patient",
      "Age: 41",
      "Sex: Male",
      "Height: 180 cm",
      "Weight: 82 kg",
      "(90 days)",
      "Migraine days: 2 (2 episodes)",
      "Acute-treatment days: 1",
      "average 6, highest 8",
      "Average duration: 4 h",
      "Common triggers: Stress (2), Lack of sleep (1)",
      "Common symptoms: Nausea (2), Fatigue (1)",
      "145/95 mmHg",
      "High blood pressure, stage 2",
      "Propranolol",
      "40 mg",
      "100% (1 of 1 doses)",
      "mood 8, energy 7, stress 3, sleep quality 6",
    ])
      expect(text).toContain(expected);
    const pages = text.split("\f").filter((p) => p.trim());
    expect(pages.every((p) => /period .* \(90 days\) - generated/.test(p))).toBe(true);
  });

  it("takes a shorter period and refuses a bad one", async () => {
    const { token } = await seededUser("pro");
    const res = await download(exportData, { token, query: { format: "medical", days: "30" } });
    const text = pdfText(res.bytes).replace(/[ \t]+/g, " ");
    expect(text).toContain("(30 days)");
    expect(text).toContain("Migraine days: 1 (1 episode)");
    const bad: Record<string, string>[] = [
      { format: "medical", days: "3" },
      { format: "medical", days: "x" },
      { format: "xml" },
      {},
    ];
    for (const query of bad) {
      const refused = await download(exportData, { token, query });
      expect(refused.status).toBe(400);
      expect(refused.json().detail).toMatch(/days|format/);
    }
  });
});
