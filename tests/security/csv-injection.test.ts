/**
 * CSV formula injection: every text a user typed lands in the CSV export so that a
 * spreadsheet reads it as text. No cell of any file starts with = + - @, a tab or a CR
 * unless it is a plain number; each payload is there, behind one apostrophe.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportData } from "@/app/api/export/data/route";
import { POST as logExercise } from "@/app/api/exercises/route";
import { POST as logFood } from "@/app/api/food-entries/route";
import { POST as addFood } from "@/app/api/foods/route";
import { POST as logMetric } from "@/app/api/health-metrics/route";
import { POST as saveJournal } from "@/app/api/journal-entries/route";
import { POST as addMedication } from "@/app/api/medications/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { POST as saveRecipe } from "@/app/api/recipes/route";
import { POST as saveMeal } from "@/app/api/meals/route";
import { POST as savePlan } from "@/app/api/workout-plans/route";
import { PUT as setWeatherPlace } from "@/app/api/weather/location/route";
import { getDb } from "@/db/client";
import { suspectedTriggers } from "@/db/schema";
import { parseCsvRecords } from "@/lib/data-transfer/export/csv-parse";
import { KIND_NAMES } from "@/lib/data-transfer/export/format";
import { readZip } from "@/lib/data-transfer/export/zip-read";
import { call, registerUser } from "../support/api";
import { DAY } from "./fixtures";

const FORMULA_START = /^[=+\-@\t\r]/;
const JSON_COLUMNS = new Set(["triggers", "symptoms", "tags", "preferences", "ingredients", "items"]);
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** One distinct payload per field, cycling through every dangerous first character. */
const STARTS = ["=", "+", "-", "@", "\t=", "\r="];
let n = 0;
// short enough for every field (tags: 40 characters); distinct per field
const payload = (_field: string) => `${STARTS[n % STARTS.length]}cmd|'/C calc'!A${n++}`;

type Written = { kind: string; column: string; value: string };
const written: Written[] = [];
function field(kind: string, column: string): string {
  const value = payload(`${kind}.${column}`);
  written.push({ kind, column, value });
  return value;
}

const cellsHaveUntrimmed = (cells: string[], value: string) =>
  cells.some((c) => c.includes(JSON.stringify(value).slice(1, -1)) || c.includes(value));

let files: Map<string, Record<string, string>[]>;

async function ok(res: Promise<{ status: number; body: unknown }>) {
  const r = await res;
  if (r.status >= 300) throw new Error(`seed failed: ${r.status} ${JSON.stringify(r.body)}`);
}

beforeAll(async () => {
  const { token, user } = await registerUser();
  await ok(
    call(logFood, {
      token,
      body: {
        food_name: field("food_entries", "food_name"),
        serving_size: field("food_entries", "serving_size"),
        calories: 100,
        date: DAY,
      },
    }),
  );
  await ok(
    call(logExercise, {
      token,
      body: {
        exercise_name: field("exercises", "exercise_name"),
        notes: field("exercises", "notes"),
        duration_minutes: 10,
        calories_burned: 50,
        date: DAY,
      },
    }),
  );
  await ok(
    call(logMetric, {
      token,
      body: {
        metric_type: "heart_rate",
        value: 60,
        unit: "bpm",
        notes: field("health_metrics", "notes"),
        date: DAY,
        time: "08:00",
      },
    }),
  );
  await ok(
    call(logMigraine, {
      token,
      body: {
        severity: 6,
        triggers: [field("migraines", "triggers")],
        symptoms: [field("migraines", "symptoms")],
        location: field("migraines", "location"),
        treatment: field("migraines", "treatment"),
        notes: field("migraines", "notes"),
        date: DAY,
        time: "12:00",
      },
    }),
  );
  await ok(
    call(saveJournal, {
      token,
      body: {
        date: DAY,
        title: field("journal_entries", "title"),
        content: field("journal_entries", "content"),
        gratitude: field("journal_entries", "gratitude"),
        goals: field("journal_entries", "goals"),
        tags: [field("journal_entries", "tags")],
        mood: 5,
        energy: 5,
        stress: 5,
        sleep: 5,
      },
    }),
  );
  await ok(
    call(addMedication, {
      token,
      body: {
        name: field("medications", "name"),
        dosage: field("medications", "dosage"),
        notes: field("medications", "notes"),
        prescribed_by: field("medications", "prescribed_by"),
      },
    }),
  );
  await ok(
    call(saveMeal, {
      token,
      body: {
        name: field("saved_meals", "name"),
        items: [{ food_name: field("saved_meals", "items"), calories: 100 }],
      },
    }),
  );
  await ok(
    call(savePlan, {
      token,
      body: {
        plan_name: field("workout_plans", "plan_name"),
        plan_content: field("workout_plans", "plan_content"),
        preferences: { goal: field("workout_plans", "preferences") },
      },
    }),
  );

  await ok(
    call(addFood, {
      token,
      body: {
        food_name: field("custom_foods", "food_name"),
        brand: field("custom_foods", "brand"),
        serving_size: field("custom_foods", "serving_size"),
        calories: 100,
      },
    }),
  );
  await ok(
    call(saveRecipe, {
      token,
      body: {
        name: field("recipes", "name"),
        servings: 1,
        ingredients: [{ food_name: field("recipes", "ingredients"), calories: 10, amount: 1 }],
      },
    }),
  );

  await ok(
    call(setWeatherPlace, {
      token,
      body: { place_name: field("weather_locations", "place_name"), latitude: 1, longitude: 2 },
    }),
  );
  // suspicions have no route of their own here: the row as the app stores it
  await (
    await getDb()
  )
    .insert(suspectedTriggers)
    .values({ user_id: user.id, factor_key: "caffeine", label: field("suspected_triggers", "label") });

  const url = new URL("/api/export/data?format=csv", "http://localhost:3000");
  const res = await exportData(new Request(url, { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve({}),
  });
  expect(res.status).toBe(200);
  const zip = readZip(Buffer.from(await res.arrayBuffer()));
  files = new Map(KIND_NAMES.map((kind) => [kind, parseCsvRecords(zip.get(`${kind}.csv`)!.toString("utf8"))]));
});

describe("CSV export", () => {
  it("no cell of any file starts like a formula (numbers aside)", () => {
    const offenders: string[] = [];
    for (const [kind, rows] of files) {
      for (const row of rows) {
        for (const [column, cell] of Object.entries(row)) {
          if (FORMULA_START.test(cell) && !NUMBER.test(cell))
            offenders.push(`${kind}.${column}: ${JSON.stringify(cell)}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("every text field the user typed is in the export, neutralised by one leading apostrophe", () => {
    for (const { kind, column, value } of written) {
      const cells = (files.get(kind) ?? []).map((row) => row[column] ?? "");
      // some fields are trimmed on input; either way what is left starts like a formula
      const kept = cellsHaveUntrimmed(cells, value) ? value : value.trim();
      const expected = `'${kept}`;
      // lists and objects are JSON (a cell starting with [ or {): the payload sits inside
      const found = JSON_COLUMNS.has(column)
        ? cells.some((cell) => /^[[{]/.test(cell) && cell.includes(JSON.stringify(kept).slice(1, -1)))
        : cells.includes(expected);
      expect(found, `${kind}.${column} ${JSON.stringify(value)} in ${JSON.stringify(cells)}`).toBe(true);
    }
  });

  it("covers every kind that holds user text", () => {
    const kinds = new Set(written.map((w) => w.kind));
    // doses, steps, water, an episode's medication links, questionnaires (answers are choices and
    // numbers) and weather days hold no text the user typed (statuses, numbers, dates, ids and HH:MM times)
    expect(KIND_NAMES.filter((k) => !kinds.has(k))).toEqual([
      "medication_doses",
      "migraine_medications",
      "daily_stats",
      "water_entries",
      "questionnaire_responses",
      "weather_days",
    ]);
  });
});

describe("CSV export of full-width formula starts", () => {
  // spreadsheets fold the full-width and small forms of = + - @ into the ASCII ones
  it.each(["＝", "＋", "－", "＠", "﹦", "﹢", "﹣", "﹫"])(
    "a food name starting with %j is exported behind one apostrophe",
    async (start) => {
      const { token } = await registerUser();
      const food_name = `${start}HYPERLINK("http://127.0.0.1/x")`;
      await ok(call(logFood, { token, body: { food_name, calories: 100, date: DAY } }));
      const url = new URL("/api/export/data?format=csv", "http://localhost:3000");
      const res = await exportData(new Request(url, { headers: { authorization: `Bearer ${token}` } }), {
        params: Promise.resolve({}),
      });
      const zip = readZip(Buffer.from(await res.arrayBuffer()));
      const rows = parseCsvRecords(zip.get("food_entries.csv")!.toString("utf8"));
      expect(rows.map((r) => r.food_name)).toEqual([`'${food_name}`]);
    },
  );
});
