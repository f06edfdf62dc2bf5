/**
 * npm run products:import -- FILE [--batch=5000]
 * Loads an Open Food Facts export (.jsonl.gz or .csv.gz, also uncompressed) into the
 * products table of DATABASE_URL (or the embedded PGlite), with a progress bar and a summary.
 */
import { closeDb, getDb } from "@/db/client";
import { importProducts, type ImportProgress } from "@/lib/food/import-products";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const batchArg = args.find((a) => a.startsWith("--batch="));
const batchSize = batchArg ? Number(batchArg.slice("--batch=".length)) : 5000;

if (!file || !Number.isInteger(batchSize) || batchSize < 1 || batchSize > 50_000) {
  console.error("usage: npm run products:import -- FILE.jsonl.gz|FILE.csv.gz [--batch=5000]");
  process.exit(2);
}

const started = performance.now();
const count = (n: number) => n.toLocaleString("en-US");
let lastDraw = 0;
const tty = process.stderr.isTTY;

function draw(p: ImportProgress, force = false) {
  const now = performance.now();
  if (!force && now - lastDraw < 500) return;
  lastDraw = now;
  const share = p.totalBytes > 0 ? Math.min(1, p.bytesRead / p.totalBytes) : 1;
  const width = 30;
  const filled = Math.round(share * width);
  const rate = p.rows / Math.max(0.001, (now - started) / 1000);
  const bar = `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${(share * 100).toFixed(1).padStart(5)}%`;
  const line = `${bar}  ${count(p.rows)} rows  ${count(p.imported)} imported  ${count(Math.round(rate))} rows/s`;
  process.stderr.write(tty ? `\r${line}` : `${line}\n`);
}

try {
  const db = await getDb();
  const summary = await importProducts(db, file, { batchSize, onProgress: (p) => draw(p) });
  draw({ bytesRead: 1, totalBytes: 1, rows: summary.rows, imported: summary.imported }, true);
  if (tty) process.stderr.write("\n");
  const rate = Math.round(summary.rows / Math.max(0.001, summary.seconds));
  console.log(
    [
      `Imported ${count(summary.imported)} products from ${file} (${summary.format}) ` +
        `in ${summary.seconds.toFixed(1)} s: ${count(rate)} rows/s.`,
      `  rows read:                     ${summary.rows}`,
      `  upserted (distinct barcodes):  ${summary.imported}`,
      `  skipped, no name or energy:    ${summary.skipped_no_name_or_energy}`,
      `  skipped, implausible:          ${summary.skipped_implausible}`,
      `  skipped, unusable barcode:     ${summary.skipped_bad_barcode}`,
      `  skipped, unreadable line:      ${summary.skipped_unreadable}`,
    ].join("\n"),
  );
} catch (err) {
  console.error(`\nImport failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
