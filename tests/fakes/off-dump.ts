/**
 * Writes an Open Food Facts-shaped export for import tests and measurements: the JSONL
 * dump (product objects) or the tab-separated CSV, gzipped. Every 20th row has no name,
 * every 25th no energy, every 7th gives energy in kJ only, every 50th repeats an earlier
 * barcode, and every 100th has a barcode that is not a number.
 * Run as a script: `npx tsx tests/fakes/off-dump.ts FILE ROWS`.
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { createGzip } from "node:zlib";

const WORDS = [
  "Organic",
  "Crunchy",
  "Dark",
  "Chocolate",
  "Oat",
  "Almond",
  "Greek",
  "Yogurt",
  "Tomato",
  "Soup",
  "Whole",
  "Wheat",
  "Bread",
  "Peanut",
  "Butter",
  "Apple",
  "Juice",
  "Pasta",
  "Rice",
  "Cereal",
  "Honey",
  "Granola",
  "Cheese",
  "Crackers",
  "Salted",
  "Caramel",
];
const BRANDS = ["Acme", "Green Valley", "Nordic Farm", "Sunny Side", "Ferrero", "Quaker", "Barilla", "Danone"];

function ean13(n: number): string {
  const body = String(300000000000 + n).padStart(12, "0");
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[11 - i]) * (i % 2 === 0 ? 3 : 1);
  return body + ((10 - (sum % 10)) % 10);
}

export type DumpRow = {
  code: string;
  product_name: string;
  brands: string;
  serving_size?: string;
  serving_quantity?: number;
  nutriments: Record<string, number>;
};

export function dumpRow(i: number): DumpRow {
  const code = i % 100 === 99 ? `x${i}` : ean13(i % 50 === 47 ? i - 1 : i);
  const name =
    i % 20 === 19
      ? ""
      : `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${WORDS[(i * 13) % WORDS.length]} ${i}`;
  const kcal = 50 + (i % 500);
  const nutriments: Record<string, number> = {
    proteins_100g: (i % 30) + 0.5,
    carbohydrates_100g: (i % 70) + 0.2,
    fat_100g: (i % 25) + 0.1,
  };
  if (i % 25 !== 24) {
    nutriments.energy_100g = Math.round(kcal * 4.184);
    nutriments["energy-kj_100g"] = Math.round(kcal * 4.184);
    if (i % 7 !== 6) nutriments["energy-kcal_100g"] = kcal;
  }
  const row: DumpRow = { code, product_name: name, brands: BRANDS[i % BRANDS.length]!, nutriments };
  if (i % 3 === 0) {
    row.serving_size = "30 g";
    row.serving_quantity = 30;
  }
  return row;
}

const CSV_COLUMNS = [
  "code",
  "product_name",
  "brands",
  "serving_size",
  "serving_quantity",
  "energy-kcal_100g",
  "energy-kj_100g",
  "energy_100g",
  "proteins_100g",
  "carbohydrates_100g",
  "fat_100g",
];

export async function writeOffDump(file: string, rows: number): Promise<void> {
  const csv = /\.csv(\.gz)?$/.test(file);
  const gzip = createGzip({ level: 1 });
  const out = createWriteStream(file);
  gzip.pipe(out);
  if (csv) gzip.write(`${CSV_COLUMNS.join("\t")}\n`);
  for (let i = 0; i < rows; i++) {
    const r = dumpRow(i);
    const line = csv
      ? CSV_COLUMNS.map((c) => {
          const v = c in r ? r[c as keyof DumpRow] : r.nutriments[c];
          return v === undefined ? "" : String(v);
        }).join("\t")
      : JSON.stringify(r);
    if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
  }
  gzip.end();
  await once(out, "finish");
}

if (process.argv[1]?.endsWith("off-dump.ts") && process.argv[2]) {
  await writeOffDump(process.argv[2], Number(process.argv[3] ?? 500_000));
}
