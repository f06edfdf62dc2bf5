/**
 * Loads an Open Food Facts export into `products`, streaming: the JSONL dump
 * (`.jsonl[.gz]`, one product object a line) or the tab-separated CSV (`.csv[.gz]`).
 * Memory stays flat whatever the size: lines are read one at a time, rows gathered in
 * fixed batches, and each batch is one upsert (`upsertProducts`), written while the next is parsed.
 * A product whose figures cannot be right (see `productFromOff`) is skipped and counted.
 */
import "server-only";
import { createReadStream, statSync } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import type { Db } from "@/db/client";
import { normalizeBarcode } from "./barcode-check";
import { productFromOff, type OffProduct, type OffTags } from "./off";
import type { ProductRow } from "./product-row";
import { upsertProducts } from "./service/products";

export type ImportProgress = { bytesRead: number; totalBytes: number; rows: number; imported: number };
export type ImportSummary = {
  format: "jsonl" | "csv";
  rows: number;
  imported: number;
  skipped_no_name_or_energy: number;
  /** Figures beyond what food can hold (over 900 kcal, or over 100 g of macros, per 100 g/ml). */
  skipped_implausible: number;
  skipped_bad_barcode: number;
  skipped_unreadable: number;
  seconds: number;
};

const CODE = /^\d{4,14}$/;

export function detectFormat(file: string): "jsonl" | "csv" {
  const name = file.toLowerCase().replace(/\.gz$/, "");
  if (name.endsWith(".jsonl") || name.endsWith(".json")) return "jsonl";
  if (name.endsWith(".csv") || name.endsWith(".tsv")) return "csv";
  throw new Error(`Unknown file type: ${file} (expected .jsonl.gz or .csv.gz)`);
}

/** A product object from a row of the CSV export, given its header. */
function csvProduct(header: string[], cells: string[]): OffProduct & { code?: string } {
  const p: OffProduct & { code?: string } = { nutriments: {} };
  for (let i = 0; i < header.length; i++) {
    const key = header[i]!;
    const value = cells[i];
    if (value === undefined || value === "") continue;
    if (key === "code") p.code = value;
    else if (
      key === "product_name" ||
      key === "product_name_en" ||
      key === "generic_name" ||
      key === "brands" ||
      key === "serving_size" ||
      key === "quantity" ||
      key === "product_quantity_unit" ||
      key === "nutrition_data_per"
    )
      p[key] = value;
    else if (key === "serving_quantity") p.serving_quantity = value;
    // the CSV export writes a tag list as one cell, its tags separated by commas
    else if (key === "ingredients_tags" || key === "additives_tags") p[key] = value.split(",");
    else if (key.endsWith("_100g") || key.endsWith("_serving")) p.nutriments![key] = value;
  }
  return p;
}

export async function importProducts(
  db: Db,
  file: string,
  { batchSize = 5000, onProgress }: { batchSize?: number; onProgress?: (p: ImportProgress) => void } = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const format = detectFormat(file);
  const totalBytes = statSync(file).size;
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const text = file.toLowerCase().endsWith(".gz") ? raw.pipe(createGunzip()) : raw;
  raw.on("error", (err) => text.destroy(err));
  const lines = createInterface({ input: text, crlfDelay: Infinity });

  const summary: ImportSummary = {
    format,
    rows: 0,
    imported: 0,
    skipped_no_name_or_energy: 0,
    skipped_implausible: 0,
    skipped_bad_barcode: 0,
    skipped_unreadable: 0,
    seconds: 0,
  };
  let header: string[] | null = null;
  // one batch keyed by barcode: a later row of the same product replaces an earlier one
  let batch = new Map<string, ProductRow & OffTags>();
  let inFlight: Promise<void> = Promise.resolve();

  const flush = async () => {
    if (batch.size === 0) return;
    const rows = [...batch.values()];
    batch = new Map();
    await inFlight; // at most one write in flight while the next batch is parsed
    inFlight = upsertProducts(db, rows).then(() => {
      summary.imported += rows.length;
    });
  };

  for await (const line of lines) {
    if (!line) continue;
    if (format === "csv" && header === null) {
      header = line.split("\t");
      continue;
    }
    summary.rows += 1;
    let p: OffProduct & { code?: unknown; _id?: unknown };
    try {
      p = format === "csv" ? csvProduct(header!, line.split("\t")) : (JSON.parse(line) as typeof p);
    } catch {
      summary.skipped_unreadable += 1;
      continue;
    }
    const code = String(p.code ?? p._id ?? "").trim();
    if (!CODE.test(code)) {
      summary.skipped_bad_barcode += 1;
      continue;
    }
    const barcode = normalizeBarcode(code);
    const row = productFromOff(barcode, p);
    if (!row) {
      summary.skipped_no_name_or_energy += 1;
      continue;
    }
    if (row.implausible) {
      summary.skipped_implausible += 1;
      continue;
    }
    batch.set(barcode, row);
    if (batch.size >= batchSize) {
      await flush();
      onProgress?.({ bytesRead: raw.bytesRead, totalBytes, rows: summary.rows, imported: summary.imported });
    }
  }
  await flush();
  await inFlight;
  summary.seconds = (performance.now() - started) / 1000;
  onProgress?.({ bytesRead: totalBytes, totalBytes, rows: summary.rows, imported: summary.imported });
  return summary;
}
