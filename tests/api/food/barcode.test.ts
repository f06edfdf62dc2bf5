/**
 * POST /api/scan-barcode: check digits; the user's own entries, then the local table, then Open
 * Food Facts (stand-in); a 503 when Open Food Facts is needed and cannot be reached.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as createEntry } from "@/app/api/food-entries/route";
import { POST as scan } from "@/app/api/scan-barcode/route";
import { getDb } from "@/db/client";
import { foodEntries, products } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { FOUND_IN_DIARY, PRODUCT_DB_UNREACHABLE } from "@/lib/food/schema";
import { OFF_CODES, startFakeOff } from "../../fakes/off";
import { call, registerUser } from "../../support/api";

let off: Awaited<ReturnType<typeof startFakeOff>>;
let token: string;
type Scan = { success: boolean; message: string; product: Record<string, unknown> | null; detail?: string };

beforeAll(async () => {
  off = await startFakeOff();
  process.env.OFF_BASE_URL = off.baseURL;
  delete process.env.OFF_OFFLINE;
  resetEnvCache();
  token = (await registerUser()).token;
});
afterAll(async () => {
  delete process.env.OFF_BASE_URL;
  delete process.env.OFF_OFFLINE;
  resetEnvCache();
  await off.close();
});
beforeEach(() => {
  off.requests.length = 0;
});

const lookup = (barcode: unknown) => call<Scan>(scan, { token, body: { barcode } });

describe("barcode syntax", () => {
  it.each([
    ["letters", "30176204220AB", /digits only/],
    ["wrong length", "123456789", /8, 12, 13 or 14 digits/],
    ["bad check digit", "3017620422004", /check digit/],
  ])("%s → 400 success:false, OFF not asked", async (_n, code, message) => {
    const res = await lookup(code);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    expect(off.requests).toHaveLength(0);
  });

  it("blank or missing → 400", async () => {
    expect((await lookup("  ")).status).toBe(400);
    const missing = await lookup(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe("Barcode is required");
  });

  it("accepts the digits as a JSON number", async () => {
    const res = await lookup(Number(OFF_CODES.kjOnly));
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ food_name: "Apple Juice" });
  });
});

describe("lookup", () => {
  it("takes per-serving figures, the first brand, sends a User-Agent, and caches the product", async () => {
    const res = await lookup(OFF_CODES.perServing);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.product).toMatchObject({
      food_name: "Nutella",
      brand: "Ferrero",
      serving_size: "15 g",
      basis: "serving",
      calories: 80.9,
      protein: 0.9,
      carbs: 8.6,
      fat: 4.6,
      // per serving as the label states them; no fibre given; sodium from 0.016 g of salt / 2.5
      fiber: null,
      sugar: 8.4,
      saturated_fat: 1.6,
      sodium_mg: 6.4,
      serving_quantity_g: 15,
    });
    expect(off.requests[0]?.path).toBe(`/api/v2/product/${OFF_CODES.perServing}.json`);
    expect(off.requests[0]?.userAgent).toBe("vitalog/2.0.0 (support@vitalog.app)");

    const again = await lookup(OFF_CODES.perServing);
    expect(again.body.product).toMatchObject({ food_name: "Nutella", calories: 80.9, sugar: 8.4, sodium_mg: 6.4 });
    expect(off.requests).toHaveLength(1); // the second answer came from the products table
  });

  it("uses per-100 g figures when there is no serving", async () => {
    const res = await lookup(OFF_CODES.per100g);
    expect(res.body.product).toMatchObject({
      food_name: "Porridge Oats",
      serving_size: "100 g",
      basis: "100g",
      calories: 374,
      protein: 11,
    });
  });

  it("converts kJ-only energy to kcal and falls back to the English name", async () => {
    const res = await lookup(OFF_CODES.kjOnly);
    expect(res.body.product).toMatchObject({ food_name: "Apple Juice", brand: "Granini", calories: 45.9 });
  });

  it("reads a blank figure as unknown: a drink per 100 ml, its missing fat null in the answer and the table", async () => {
    const res = await lookup(OFF_CODES.blankServing);
    expect(res.status).toBe(200);
    expect(res.body.product).toEqual({
      barcode: OFF_CODES.blankServing,
      food_name: "Fanta orange",
      brand: "Fanta",
      serving_size: "100 ml",
      basis: "100ml",
      serving_quantity_g: null,
      calories: 27,
      protein: 0,
      carbs: 6.5,
      fat: null,
      fiber: 0,
      sugar: 6.5,
      saturated_fat: 0,
      sodium_mg: 0,
      implausible: false,
      implausible_detail: null,
    });
    const db = await getDb();
    const [row] = await db.select().from(products).where(eq(products.barcode, OFF_CODES.blankServing));
    expect(row).toMatchObject({
      basis: "100ml",
      calories: 27,
      protein: 0,
      carbs: 6.5,
      fat: null,
      sugar: 6.5,
      sodium_mg: 0,
    });
    const again = await lookup(OFF_CODES.blankServing);
    expect(again.body.product).toMatchObject({ basis: "100ml", fat: null, implausible: false });
  });

  it("answers an implausible product with implausible: true and does not cache it", async () => {
    const res = await lookup(OFF_CODES.implausible);
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({
      food_name: "Chamomile Herbal Tea",
      basis: "serving",
      calories: 280,
      implausible: true,
      implausible_detail: "28000 kcal per 100 g",
    });
    const db = await getDb();
    expect(await db.select().from(products).where(eq(products.barcode, OFF_CODES.implausible))).toHaveLength(0);
  });

  it.each([
    ["status 0 with HTTP 200", OFF_CODES.unknownStatus0],
    ["HTTP 404", OFF_CODES.unknown404],
    ["a product without energy", OFF_CODES.noEnergy],
  ])("not found (%s) → 404 with the not-found message, nothing cached", async (_n, code) => {
    const res = await lookup(code);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      product: null,
      message: "Product not found. Please try a different barcode.",
    });
    const db = await getDb();
    expect(await db.select().from(products).where(eq(products.barcode, code))).toHaveLength(0);
  });

  it("finds a local product first (UPC-A read as its EAN-13), without asking OFF", async () => {
    const db = await getDb();
    await db.insert(products).values({
      barcode: "0036000291452",
      food_name: "Local Crackers",
      brand: "Acme",
      calories: 130,
      serving_size: "30 g",
      basis: "serving",
    });
    const res = await lookup("036000291452");
    expect(res.body.product).toMatchObject({ food_name: "Local Crackers", brand: "Acme", calories: 130 });
    expect(off.requests).toHaveLength(0);
  });

  it("gives up on a slow Open Food Facts after 5 s and says the database can't be reached", async () => {
    const started = Date.now();
    const res = await lookup(OFF_CODES.slow);
    const took = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, product: null, detail: PRODUCT_DB_UNREACHABLE });
    expect(took).toBeGreaterThanOrEqual(4_900);
    expect(took).toBeLessThan(5_900);
  }, 15_000);

  it("an Open Food Facts answering 5xx → 503 with its detail, nothing cached", async () => {
    const res = await lookup(OFF_CODES.serverError);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, product: null, detail: PRODUCT_DB_UNREACHABLE });
    expect(res.body.message).toBe(PRODUCT_DB_UNREACHABLE);
    const db = await getDb();
    expect(await db.select().from(products).where(eq(products.barcode, OFF_CODES.serverError))).toHaveLength(0);
  });

  it("OFF_OFFLINE=1 means local only (not found); an unreachable OFF is a 503", async () => {
    process.env.OFF_OFFLINE = "1";
    resetEnvCache();
    expect((await lookup("4000417025012")).status).toBe(404);
    expect(off.requests).toHaveLength(0);
    delete process.env.OFF_OFFLINE;
    process.env.OFF_BASE_URL = "http://127.0.0.1:1";
    resetEnvCache();
    const res = await lookup("4000417025029");
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe(PRODUCT_DB_UNREACHABLE);
    process.env.OFF_BASE_URL = off.baseURL;
    resetEnvCache();
  });
});

describe("the user's own entries come first", () => {
  const logWithBarcode = (who: string, body: Record<string, unknown>) =>
    call<{ entry_id: string }>(createEntry, { token: who, body });

  it("an entry saved with a barcode is found by a later scan, even while Open Food Facts is down", async () => {
    const me = (await registerUser()).token;
    const saved = await logWithBarcode(me, {
      food_name: "Grandma's granola",
      calories: 300,
      quantity: 2,
      protein: 8,
      carbs: 40,
      fat: 12,
      fiber: 5,
      sodium_mg: 90,
      barcode: ` ${OFF_CODES.serverError} `,
    });
    expect(saved.status).toBe(201);
    const db = await getDb();
    const [row] = await db
      .select({ barcode: foodEntries.barcode })
      .from(foodEntries)
      .where(eq(foodEntries.entry_id, saved.body.entry_id));
    expect(row?.barcode).toBe(OFF_CODES.serverError);

    off.requests.length = 0;
    const res = await call<Scan>(scan, { token: me, body: { barcode: OFF_CODES.serverError } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FOUND_IN_DIARY);
    // one unit of what was logged: 2 servings of 300 kcal is 150 kcal a serving
    expect(res.body.product).toMatchObject({
      food_name: "Grandma's granola",
      calories: 150,
      protein: 4,
      fat: 6,
      fiber: 2.5,
      sugar: null,
      sodium_mg: 45,
    });
    expect(off.requests).toHaveLength(0);

    // another user's entry names nothing for them
    const other = await call<Scan>(scan, { token, body: { barcode: OFF_CODES.serverError } });
    expect(other.status).toBe(503);
  });

  it("the latest of the user's entries beats the local products table; UPC-A finds an EAN-13 entry", async () => {
    const me = (await registerUser()).token;
    const db = await getDb();
    await db
      .insert(products)
      .values({ barcode: "0070000000010", food_name: "Table Oats", calories: 100, basis: "serving" })
      .onConflictDoNothing();
    await logWithBarcode(me, { food_name: "Oats, old", calories: 90, barcode: "070000000010" });
    await logWithBarcode(me, { food_name: "Oats, mine", calories: 120, barcode: "0070000000010" });
    const res = await call<Scan>(scan, { token: me, body: { barcode: "070000000010" } });
    expect(res.body.product).toMatchObject({ food_name: "Oats, mine", calories: 120 });
  });

  it("a malformed barcode on an entry → 400 naming the field, nothing saved", async () => {
    const me = (await registerUser()).token;
    const res = await call<{ detail: string }>(createEntry, {
      token: me,
      body: { food_name: "Crisps", calories: 150, barcode: "12345" },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Barcode/);
  });
});
