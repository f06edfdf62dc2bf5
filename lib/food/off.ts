/**
 * The Open Food Facts product API v2: one product by barcode, read into our product shape.
 * Energy is always kcal (kJ / 4.184 when only kJ is given); per-serving figures when the
 * product has them, else per 100 g.
 */
import "server-only";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";
import { APP_VERSION } from "@/lib/navigation";
import { round1 } from "./format";
import type { ProductRow } from "./product-row";

export const OFF_TIMEOUT_MS = 5_000;
/** Open Food Facts asks each app to name itself and a contact: "AppName/Version (email)". */
export function offUserAgent(): string {
  return `vitalog/${APP_VERSION} (${env().SUPPORT_EMAIL})`;
}
const FIELDS = "code,product_name,product_name_en,generic_name,brands,serving_size,serving_quantity,nutriments";
const KJ_PER_KCAL = 4.184;

type Nutriments = Record<string, unknown>;
export type OffProduct = {
  code?: string;
  product_name?: string;
  product_name_en?: string;
  generic_name?: string;
  brands?: string;
  serving_size?: string;
  serving_quantity?: number | string;
  nutriments?: Nutriments;
};

function num(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value.replace(",", ".")) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? n : null;
}

function kcal(n: Nutriments, basis: "serving" | "100g"): number | null {
  const direct = num(n[`energy-kcal_${basis}`]);
  if (direct !== null) return direct;
  const kj = num(n[`energy-kj_${basis}`]) ?? num(n[`energy_${basis}`]);
  return kj === null ? null : kj / KJ_PER_KCAL;
}

/** Our product row from an OFF product object, or null when it lacks a name or an energy value. */
export function productFromOff(barcode: string, p: OffProduct): ProductRow | null {
  const name = (p.product_name || p.product_name_en || p.generic_name || "").trim();
  const n = p.nutriments ?? {};
  if (!name) return null;
  const servingKcal = kcal(n, "serving");
  const basis = servingKcal !== null ? "serving" : "100g";
  const energy = servingKcal ?? kcal(n, "100g");
  if (energy === null) return null;
  const macro = (key: string) => round1(num(n[`${key}_${basis}`]) ?? 0);
  const servingQuantity = num(p.serving_quantity);
  return {
    barcode,
    food_name: name.slice(0, 200),
    brand: p.brands?.split(",")[0]?.trim() || null,
    serving_size: basis === "serving" ? p.serving_size?.trim().slice(0, 100) || "1 serving" : "100 g",
    basis,
    serving_quantity_g: servingQuantity && servingQuantity > 0 ? servingQuantity : null,
    calories: round1(energy),
    protein: macro("proteins"),
    carbs: macro("carbohydrates"),
    fat: macro("fat"),
    source: "off",
  };
}

/** Open Food Facts gave no answer: refused, timed out, a server error, or a body that is not its JSON. */
export class OffUnavailableError extends Error {
  constructor(reason: string) {
    super(`Open Food Facts unavailable: ${reason}`);
    this.name = "OffUnavailableError";
  }
}

/**
 * Asks OFF for one product. null when it is unknown (the "status 0" answer or HTTP 404),
 * unusable or when OFF is switched off (OFF_OFFLINE). Throws OffUnavailableError when OFF
 * cannot be reached within the time-out or answers an error: "not found" would be untrue then.
 */
export async function fetchOffProduct(barcode: string): Promise<ProductRow | null> {
  const { OFF_BASE_URL, OFF_OFFLINE } = env();
  if (OFF_OFFLINE) return null;
  const url = `${OFF_BASE_URL.replace(/\/+$/, "")}/api/v2/product/${encodeURIComponent(barcode)}.json?fields=${FIELDS}`;
  let data: { status?: number; product?: OffProduct };
  try {
    const res = await fetch(url, {
      headers: { "User-Agent": offUserAgent(), Accept: "application/json" },
      signal: AbortSignal.timeout(OFF_TIMEOUT_MS),
    });
    if (res.status === 404) return null;
    if (!res.ok) {
      log.warn("open food facts answered an error", { status: res.status, barcode });
      throw new OffUnavailableError(`HTTP ${res.status}`);
    }
    data = (await res.json()) as typeof data;
  } catch (err) {
    if (err instanceof OffUnavailableError) throw err;
    log.warn("open food facts unreachable", { barcode, error: describeError(err) });
    throw new OffUnavailableError(describeError(err));
  }
  if (data?.status !== 1 || !data.product) return null;
  return productFromOff(barcode, data.product);
}
