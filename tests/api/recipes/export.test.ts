/**
 * Custom foods and recipes in the CSV export, and back through POST /api/import: the recipes
 * of the import refer to the foods it created, nothing is duplicated the second time.
 */
import { createHash } from "node:crypto";
import { ZipArchive } from "archiver";
import { describe, expect, it } from "vitest";
import { GET as exportData } from "@/app/api/export/data/route";
import { GET as listFoods } from "@/app/api/foods/route";
import { POST as importData } from "@/app/api/import/route";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { parseCsvRecords } from "@/lib/data-transfer/export/csv-parse";
import type { Manifest } from "@/lib/data-transfer/export/format";
import { call, registerUser } from "../../support/api";
import { download, unzipFile } from "../export/seed";
import { api } from "./support";

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

async function zipOf(files: [string, string][]): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 1 } });
  const chunks: Buffer[] = [];
  archive.on("data", (c: Buffer) => chunks.push(c));
  for (const [name, text] of files) archive.append(text, { name });
  await archive.finalize();
  return Buffer.concat(chunks);
}

async function exportOf(token: string): Promise<Buffer> {
  const res = await download(exportData, { token, query: { format: "csv" } });
  expect(res.status).toBe(200);
  return res.bytes;
}

const csv = (zip: Buffer, kind: string) => parseCsvRecords(unzipFile(zip, `${kind}.csv`).toString("utf8"));

/** A source account: two foods, and a recipe of one of them, a product and a typed food. */
async function source() {
  const db = await getDb();
  await db
    .insert(products)
    .values({ source: "test-kitchen", source_ref: "milk-2", food_name: "Milk", basis: "100ml", calories: 60 })
    .onConflictDoNothing();
  const { token } = await registerUser();
  const a = api(token);
  const { body: oats } = await a.createFood({
    food_name: "Oats",
    brand: "Mill",
    serving_size: "40 g",
    calories: 150,
    fiber: 4,
    barcode: "0036000291452",
  });
  await a.createFood({ food_name: "Soup", calories: 95 });
  const recipe = await a.create({
    name: "Porridge",
    servings: 2,
    ingredients: [
      { food_id: oats.food_id, amount: 2 },
      { product_id: "test-kitchen:milk-2", amount: 2.5 },
      { food_name: "Honey", calories: 50, amount: 1 },
    ],
  });
  expect(recipe.status).toBe(201);
  return { token, foodId: oats.food_id, recipe: recipe.body };
}

describe("custom foods and recipes in the export", () => {
  it("export every field, import into another account with its own ids, and skip them the second time", async () => {
    const from = await source();
    const zip = await exportOf(from.token);
    const foods = csv(zip, "custom_foods");
    expect(foods.map((f) => [f.food_name, f.brand, f.serving_size, f.calories, f.protein, f.fiber, f.barcode])).toEqual(
      [
        ["Oats", "Mill", "40 g", "150", "", "4", "0036000291452"],
        ["Soup", "", "", "95", "", "", ""],
      ],
    );
    const [row] = csv(zip, "recipes");
    expect(Object.keys(row!)).toEqual(["recipe_id", "name", "servings", "ingredients", "created_at"]);
    expect(row).toMatchObject({ name: "Porridge", servings: "2" });
    expect(JSON.parse(row!.ingredients!)).toEqual(from.recipe.ingredients);

    const target = await registerUser();
    const imported = await upload(target.token, zip);
    expect(imported.status).toBe(201);
    expect(imported.body.imported.custom_foods).toMatchObject({ imported: 2, skipped: 0 });
    expect(imported.body.imported.recipes).toMatchObject({ imported: 1, skipped: 0 });

    const theirFoods = await call<{ food_id: string; food_name: string }[]>(listFoods, { token: target.token });
    const theirOats = theirFoods.body.find((f) => f.food_name === "Oats")!;
    expect(theirOats.food_id).not.toBe(from.foodId);
    const [theirs] = (await api(target.token).list()).body;
    // the ingredient now refers to the importing account's own copy of the food
    expect(theirs!.ingredients.map((i) => [i.food_id, i.product_id, i.food_name])).toEqual([
      [theirOats.food_id, null, "Oats"],
      [null, "test-kitchen:milk-2", "Milk"],
      [null, null, "Honey"],
    ]);
    // 2 × 150 + 2.5 × 60 + 50 = 500 kcal, 250 a serving
    expect(theirs!.totals.calories).toBe(500);
    expect(theirs!.per_serving.calories).toBe(250);
    // it is a food of theirs: the recipe saves again as it came
    expect((await api(target.token).update(theirs!.recipe_id, theirs)).status).toBe(200);

    const again = await upload(target.token, zip);
    expect(again.body.imported.custom_foods).toMatchObject({ imported: 0, skipped: 2 });
    expect(again.body.imported.recipes).toMatchObject({ imported: 0, skipped: 1 });
    expect((await api(target.token).list()).body).toHaveLength(1);
  });

  it("imported into the account it came from, adds nothing", async () => {
    const from = await source();
    const res = await upload(from.token, await exportOf(from.token));
    expect(res.body.imported.custom_foods).toMatchObject({ imported: 0, skipped: 2 });
    expect(res.body.imported.recipes).toMatchObject({ imported: 0, skipped: 1 });
  });

  it("refuses an edited export whose ingredients do not read, naming file and row, and imports nothing", async () => {
    const from = await source();
    const zip = await exportOf(from.token);
    const manifest = JSON.parse(unzipFile(zip, "manifest.json").toString("utf8")) as Manifest;
    const changed = unzipFile(zip, "recipes.csv").toString("utf8").replace('"calories"":150', '"calories"":""lots""');
    expect(changed).not.toBe(unzipFile(zip, "recipes.csv").toString("utf8"));
    const files = manifest.files.map((f) =>
      f.file === "recipes.csv" ? { ...f, sha256: createHash("sha256").update(changed).digest("hex") } : f,
    );
    const edited = await zipOf([
      ["manifest.json", JSON.stringify({ ...manifest, files })],
      ...manifest.files.map((f): [string, string] => [
        f.file,
        f.file === "recipes.csv" ? changed : unzipFile(zip, f.file).toString("utf8"),
      ]),
    ]);
    const target = await registerUser();
    const res = await upload(target.token, edited);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("recipes.csv, row 2: ingredients is not a list of ingredients with their figures.");
    expect(csv(await exportOf(target.token), "custom_foods")).toEqual([]);
  });
});
