/**
 * The generic foods every install has: the USDA's Standard Reference (SR28, public domain),
 * derived into db/data/usda-sr28.json.gz by scripts/derive-usda-sr28.mjs and loaded into
 * `products` when the database is migrated (source "usda-sr28", source_ref the NDB number, so
 * product_id "usda-sr28:09040"). `bundled_data` keeps the hash of the file loaded: a restart
 * reads the hash and stops there; a changed file is loaded again, in one transaction, its
 * foods upserted and those it no longer holds removed.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sql, type SQL } from "drizzle-orm";

export const USDA_SOURCE = "usda-sr28";
export const usdaFile = path.join(process.cwd(), "db", "data", "usda-sr28.json.gz");

/** Rows per statement: each batch is one JSON parameter unnested by Postgres. */
const BATCH = 3000;

type Food = [
  ndb: string,
  name: string,
  brand: string | null,
  search_text: string,
  kcal: number,
  protein: number | null,
  carbs: number | null,
  fat: number | null,
  fiber: number | null,
  sugar: number | null,
  saturated_fat: number | null,
  sodium_mg: number | null,
  servings: [label: string, grams: number][],
];

/** What both drivers' drizzle databases (and a transaction of either) offer. */
type Executor = { execute(query: SQL): Promise<unknown> };
type Database = Executor & { transaction<T>(run: (tx: Executor) => Promise<T>): Promise<T> };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export type BundledLoad = { loaded: boolean; foods: number; ms: number };

/** Loads the USDA foods unless this very file is loaded already. */
export async function loadBundledFoods(db: Database, file = usdaFile): Promise<BundledLoad> {
  const started = performance.now();
  const bytes = await readFile(file);
  const version = createHash("sha256").update(bytes).digest("hex");
  const [marker] = rowsOf(await db.execute(sql`select version from bundled_data where name = ${USDA_SOURCE}`));
  if (marker?.version === version) return { loaded: false, foods: 0, ms: performance.now() - started };

  const { foods } = JSON.parse(gunzipSync(bytes).toString("utf8")) as { foods: Food[] };
  await db.transaction(async (tx) => {
    for (let i = 0; i < foods.length; i += BATCH) {
      const batch = foods.slice(i, i + BATCH).map((f) => ({
        ref: f[0],
        name: f[1],
        brand: f[2],
        search: f[3],
        kcal: f[4],
        protein: f[5],
        carbs: f[6],
        fat: f[7],
        fiber: f[8],
        sugar: f[9],
        saturated_fat: f[10],
        sodium_mg: f[11],
        servings: f[12].length > 0 ? f[12].map(([label, grams]) => ({ label, grams })) : null,
      }));
      await tx.execute(sql`
        insert into products (source, source_ref, barcode, food_name, brand, serving_size, basis, serving_quantity_g,
          calories, protein, carbs, fat, fiber, sugar, saturated_fat, sodium_mg, servings, search_text)
        select ${USDA_SOURCE}, ref, null, name, brand, '100 g', '100g', 100,
          kcal, protein, carbs, fat, fiber, sugar, saturated_fat, sodium_mg, servings, search
        from json_to_recordset(${JSON.stringify(batch)}::json) as f(ref text, name text, brand text, search text,
          kcal float8, protein float8, carbs float8, fat float8, fiber float8, sugar float8, saturated_fat float8,
          sodium_mg float8, servings jsonb)
        on conflict (product_id) do update set
          food_name = excluded.food_name, brand = excluded.brand, serving_size = excluded.serving_size,
          basis = excluded.basis, serving_quantity_g = excluded.serving_quantity_g, calories = excluded.calories,
          protein = excluded.protein, carbs = excluded.carbs, fat = excluded.fat, fiber = excluded.fiber,
          sugar = excluded.sugar, saturated_fat = excluded.saturated_fat, sodium_mg = excluded.sodium_mg,
          servings = excluded.servings, search_text = excluded.search_text, updated_at = now()`);
    }
    const refs = JSON.stringify(foods.map((f) => f[0]));
    await tx.execute(sql`
      delete from products where source = ${USDA_SOURCE}
        and source_ref not in (select json_array_elements_text(${refs}::json))`);
    await tx.execute(sql`
      insert into bundled_data (name, version) values (${USDA_SOURCE}, ${version})
      on conflict (name) do update set version = excluded.version, loaded_at = now()`);
  });
  return { loaded: true, foods: foods.length, ms: performance.now() - started };
}
