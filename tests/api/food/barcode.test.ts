/** POST /api/scan-barcode: check digits, the local table first, then Open Food Facts (stand-in). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as scan } from "@/app/api/scan-barcode/route";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
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
      serving_quantity_g: 15,
    });
    expect(off.requests[0]?.path).toBe(`/api/v2/product/${OFF_CODES.perServing}.json`);
    expect(off.requests[0]?.userAgent).toBe("vitalog/2.0.0 (support@vitalog.app)");

    const again = await lookup(OFF_CODES.perServing);
    expect(again.body.product).toMatchObject({ food_name: "Nutella", calories: 80.9 });
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

  it("gives up on a slow Open Food Facts after 5 s and answers not found", async () => {
    const started = Date.now();
    const res = await lookup(OFF_CODES.slow);
    const took = Date.now() - started;
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Product not found. Please try a different barcode.");
    expect(took).toBeGreaterThanOrEqual(4_900);
    expect(took).toBeLessThan(5_900);
  }, 15_000);

  it("OFF_OFFLINE=1 or an unreachable OFF means local only", async () => {
    process.env.OFF_OFFLINE = "1";
    resetEnvCache();
    expect((await lookup("4000417025012")).status).toBe(404);
    expect(off.requests).toHaveLength(0);
    delete process.env.OFF_OFFLINE;
    process.env.OFF_BASE_URL = "http://127.0.0.1:1";
    resetEnvCache();
    const res = await lookup("4000417025029");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Product not found. Please try a different barcode.");
    process.env.OFF_BASE_URL = off.baseURL;
    resetEnvCache();
  });
});
