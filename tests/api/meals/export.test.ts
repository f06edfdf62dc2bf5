/**
 * Saved meals and the food entries' nutrients in the CSV export, and back through POST
 * /api/import without duplicates; an export made before the nutrients still imports.
 */
import { createHash } from "node:crypto";
import { ZipArchive } from "archiver";
import { describe, expect, it } from "vitest";
import { GET as exportData } from "@/app/api/export/data/route";
import { GET as foodDay } from "@/app/api/food-entries/route";
import { POST as importData } from "@/app/api/import/route";
import { POST as logMeal } from "@/app/api/meals/[meal_id]/log/route";
import { GET as listMeals, POST as saveMeal } from "@/app/api/meals/route";
import { parseCsvRecords } from "@/lib/data-transfer/export/csv-parse";
import type { Manifest } from "@/lib/data-transfer/export/format";
import type { ApiResult } from "@/lib/api-client/contract";
import { call, registerUser } from "../../support/api";
import { download, unzipFile } from "../export/seed";
import { logFood, savedMealsOf } from "./support";

type FoodEntry = ApiResult<"/api/food-entries", "post">;
type SavedMeal = ApiResult<"/api/meals", "post">;

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Summary = Record<string, { imported: number; skipped: number }>;

async function upload(token: string, bytes: Buffer) {
  const res = await (importData as Handler)(
    new Request("http://localhost:3000/api/import", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/zip" },
      body: new Uint8Array(bytes),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, body: (await res.json()) as { imported: Summary; detail?: string } };
}

async function exportOf(token: string): Promise<Buffer> {
  const res = await download(exportData, { token, query: { format: "csv" } });
  expect(res.status).toBe(200);
  return res.bytes;
}

const csvOf = (zip: Buffer, kind: string) => parseCsvRecords(unzipFile(zip, `${kind}.csv`).toString("utf8"));

/** The export with one file's text changed (its manifest entry follows), as an edited or older export is. */
async function edited(zip: Buffer, file: string, change: (text: string) => string): Promise<Buffer> {
  const manifest = JSON.parse(unzipFile(zip, "manifest.json").toString("utf8")) as Manifest;
  const text = change(unzipFile(zip, file).toString("utf8"));
  const files = manifest.files.map((f) =>
    f.file === file ? { ...f, sha256: createHash("sha256").update(text).digest("hex") } : f,
  );
  const archive = new ZipArchive({ zlib: { level: 1 } });
  const chunks: Buffer[] = [];
  archive.on("data", (c: Buffer) => chunks.push(c));
  archive.append(JSON.stringify({ ...manifest, files }), { name: "manifest.json" });
  for (const f of manifest.files)
    archive.append(f.file === file ? text : unzipFile(zip, f.file).toString("utf8"), { name: f.file });
  await archive.finalize();
  return Buffer.concat(chunks);
}

const DAY = "2026-11-02";
const oatmeal = {
  food_name: "Oatmeal",
  calories: 150,
  meal_type: "breakfast",
  fiber: 4,
  sugar: 1,
  saturated_fat: 0.5,
  sodium_mg: 115,
  date: DAY,
  time: "07:30",
};

describe("the nutrients and saved meals in the export", () => {
  it("exports each food entry's nutrients (empty when unknown) and each saved meal; both come back once", async () => {
    const source = await registerUser();
    await logFood(source.token, oatmeal);
    await logFood(source.token, { food_name: "Coffee", calories: 5, meal_type: "breakfast", date: DAY, time: "07:45" });
    const saved = await call<SavedMeal>(saveMeal, {
      token: source.token,
      body: { name: "Usual breakfast", date: DAY, meal_type: "breakfast" },
    });
    expect(saved.status).toBe(201);

    const zip = await exportOf(source.token);
    const food = csvOf(zip, "food_entries");
    expect(food.map((r) => [r.food_name, r.fiber, r.sugar, r.saturated_fat, r.sodium_mg])).toEqual([
      ["Oatmeal", "4", "1", "0.5", "115"],
      ["Coffee", "", "", "", ""],
    ]);
    const meals = csvOf(zip, "saved_meals");
    expect(meals.map((r) => [r.name, r.meal_type])).toEqual([["Usual breakfast", "breakfast"]]);
    expect(Object.keys(meals[0]!)).toEqual(["meal_id", "name", "meal_type", "items", "created_at"]);
    expect(JSON.parse(meals[0]!.items!)).toEqual(saved.body.items);

    const target = await registerUser();
    const first = await upload(target.token, zip);
    expect(first.status).toBe(201);
    expect(first.body.imported).toMatchObject({
      food_entries: { imported: 2, skipped: 0 },
      saved_meals: { imported: 1, skipped: 0 },
    });
    const day = await call<FoodEntry[]>(foodDay, { token: target.token, query: { date_param: DAY } });
    expect(day.body.find((e) => e.food_name === "Oatmeal")).toMatchObject({
      fiber: 4,
      sugar: 1,
      saturated_fat: 0.5,
      sodium_mg: 115,
    });
    expect(day.body.find((e) => e.food_name === "Coffee")).toMatchObject({ fiber: null, sodium_mg: null });
    const restored = await call<SavedMeal[]>(listMeals, { token: target.token });
    expect(restored.body.map((m) => [m.name, m.meal_type, m.items])).toEqual([
      ["Usual breakfast", "breakfast", saved.body.items],
    ]);
    // the restored meal logs like the original
    const logged = await call<FoodEntry[]>(logMeal, {
      token: target.token,
      params: { meal_id: restored.body[0]!.meal_id },
      body: { date: "2026-11-03" },
    });
    expect(logged.body.map((e) => [e.food_name, e.calories, e.fiber])).toEqual([
      ["Oatmeal", 150, 4],
      ["Coffee", 5, null],
    ]);

    const again = await upload(target.token, zip);
    expect(again.body.imported).toMatchObject({
      food_entries: { imported: 0, skipped: 2 },
      saved_meals: { imported: 0, skipped: 1 },
    });
  });

  it("imports an export made before the nutrient columns, its nutrients unknown", async () => {
    const source = await registerUser();
    await logFood(source.token, oatmeal);
    const withoutNutrients = await edited(await exportOf(source.token), "food_entries.csv", (text) =>
      text
        .split("\r\n")
        .map((line) => line.split(","))
        // entry_id,date,time,food_name,meal_type,calories,protein,carbs,fat, then the four nutrients
        .map((cells) => (cells.length > 1 ? [...cells.slice(0, 9), ...cells.slice(13)] : cells).join(","))
        .join("\r\n"),
    );
    expect(unzipFile(withoutNutrients, "food_entries.csv").toString("utf8")).toMatch(
      /^entry_id,date,time,food_name,meal_type,calories,protein,carbs,fat,serving_size,/,
    );
    const target = await registerUser();
    const res = await upload(target.token, withoutNutrients);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const day = await call<FoodEntry[]>(foodDay, { token: target.token, query: { date_param: DAY } });
    expect(day.body.map((e) => [e.food_name, e.calories, e.fiber, e.sodium_mg])).toEqual([
      ["Oatmeal", 150, null, null],
    ]);
  });

  it.each([
    [
      "an item with negative calories",
      (t: string) => t.replace('""calories"":150', '""calories"":-150'),
      "items is not a list of foods (Calories cannot be negative)",
    ],
    [
      "a meal of no known meal",
      (t: string) => t.replace(",breakfast,", ",brunch,"),
      "meal_type is not breakfast, lunch, dinner or snack",
    ],
  ])("refuses an edited saved meal with %s, and imports nothing", async (_, change, problem) => {
    const source = await registerUser();
    await logFood(source.token, oatmeal);
    await call(saveMeal, { token: source.token, body: { name: "Usual", date: DAY, meal_type: "breakfast" } });
    const zip = await edited(await exportOf(source.token), "saved_meals.csv", change);
    const target = await registerUser();
    const res = await upload(target.token, zip);
    expect(res).toMatchObject({ status: 400, body: { detail: `saved_meals.csv, row 2: ${problem}.` } });
    expect(await savedMealsOf(target.user.id)).toEqual([]);
  });
});
