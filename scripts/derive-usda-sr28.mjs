#!/usr/bin/env node
/**
 * Derives db/data/usda-sr28.json.gz, the generic foods every install loads into `products`
 * (db/bundled-foods.ts), from the USDA National Nutrient Database for Standard Reference,
 * Release 28 (U.S. Department of Agriculture, Agricultural Research Service, 2016): a work of
 * the U.S. government, in the public domain. Input: its ASCII files FOOD_DES.txt, NUT_DATA.txt
 * and WEIGHT.txt (fields separated by `^`, text in `~`, Latin-1, CRLF).
 *
 *   node scripts/derive-usda-sr28.mjs [SR28 folder]   # default $REALDATA_DIR/usda-sr28, else ../shared/realdata/usda-sr28
 *
 * Per food: its NDB number, its description as the name, the manufacturer as the brand, its
 * search words, energy and seven nutrients per 100 g (null where SR28 gives no value: unknown,
 * not 0) and its household measures as servings ("1 medium (118 g)"). The same input gives
 * the same bytes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { searchText } from "../db/search-text.mjs";

const root = path.resolve(import.meta.dirname, "..");
const realdata = process.env.REALDATA_DIR ?? path.join(root, "../shared/realdata");
const input = path.resolve(process.argv[2] ?? path.join(realdata, "usda-sr28"));
const output = path.join(root, "db/data/usda-sr28.json.gz");

/** SR28's nutrient numbers of the figures kept, in the file's column order. */
const NUTRIENTS = {
  kcal: "208",
  protein: "203",
  carbs: "205",
  fat: "204",
  fiber: "291",
  sugar: "269",
  saturated_fat: "606",
  sodium_mg: "307",
};

/** The records of one SR28 file: `~text~` fields unquoted, empty fields as "". */
function records(file) {
  return readFileSync(path.join(input, file), "latin1")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("^").map((f) => f.replace(/^~|~$/g, "")));
}

/**
 * Words people type for foods whose SR28 description does not hold them: nobody searches
 * "cereals oats" for their oatmeal.
 */
const ALIASES = {
  "08120": "rolled oats oatmeal",
  "08121": "oatmeal porridge",
  "08122": "instant oatmeal",
  "08123": "instant oatmeal porridge",
};

/** Qualifiers of SR28's descriptions that nobody types, left out of the search words so they match nothing. */
const UNTYPED = [/\bbroilers or fryers\b/gi, /\bbroiler\b/gi];

/** "Berries" is found by "berry" too: a prefix of the word does not reach it. */
function singulars(text) {
  return (text.toLowerCase().match(/\b[a-z]{2,}ies\b/g) ?? []).map((w) => `${w.slice(0, -3)}y`).join(" ");
}

const FRACTIONS = { 0.125: "1/8", 0.25: "1/4", 0.333: "1/3", 0.5: "1/2", 0.667: "2/3", 0.75: "3/4" };

/** An SR28 amount as a measure is written: .5 → "1/2", 1.5 → "1 1/2", 3 → "3". */
function amountText(amount) {
  const whole = Math.trunc(amount);
  const part = Math.round((amount - whole) * 1000) / 1000;
  const fraction = FRACTIONS[part];
  if (part === 0) return String(whole);
  if (fraction) return whole === 0 ? fraction : `${whole} ${fraction}`;
  return String(Math.round(amount * 100) / 100);
}

const gramsText = (g) => `${Math.round(g * 10) / 10} g`;

/** A size or weight in parentheses, which the grams beside the label make redundant: (7" long), (8 fl oz), (1 NLEA serving). */
const SIZE =
  /^\(\s*(?:[\d.\/]+\s*)?(?:x\s*\d+|fl oz|oz|lb|g|ml|cups?|tbsp|tsp|(?:NLEA )?serving)\b[\s\d.,\/]*(?:(?:fl oz|oz|ml|g)\b[\s\d.,\/]*)*\)$/i;

/**
 * A measure's description as it reads in a list: sizes in parentheses left out, anything else
 * in them kept after a comma. "medium (7" to 7-7/8" long)" → "medium", "unit (yield from 1 lb
 * ready-to-cook chicken)" → "unit, yield from 1 lb ready-to-cook chicken".
 */
const plain = (desc) =>
  desc
    .replace(/\s*(\([^)]*\))/g, (_, group) =>
      group.includes('"') || SIZE.test(group) ? "" : `, ${group.slice(1, -1).trim()}`,
    )
    .replace(/^NLEA serving$/i, "serving")
    .replace(/\s+/g, " ")
    .replace(/\s*,(\s*,)+/g, ",")
    .replace(/[\s,]+$/, "")
    .trim();

/**
 * A food's household measures as servings, in SR28's order: "1 medium (118 g)". A size in
 * parentheses is left out unless two measures would then read the same.
 */
function servings(weights) {
  const plainCount = new Map();
  for (const w of weights) {
    const key = `${w.amount} ${plain(w.desc)}`;
    plainCount.set(key, (plainCount.get(key) ?? 0) + 1);
  }
  return weights.map((w) => {
    const short = plain(w.desc);
    const desc = plainCount.get(`${w.amount} ${short}`) > 1 || short === "" ? w.desc : short;
    return [`${amountText(w.amount)} ${desc} (${gramsText(w.grams)})`, w.grams];
  });
}

const foods = records("FOOD_DES.txt");
const values = new Map();
for (const [ndb, nutrient, value] of records("NUT_DATA.txt")) {
  if (value === "") continue;
  values.set(`${ndb}:${nutrient}`, Number(value));
}
const weights = new Map();
for (const [ndb, seq, amount, desc, grams] of records("WEIGHT.txt")) {
  const list = weights.get(ndb) ?? [];
  list.push({ seq: Number(seq), amount: Number(amount), desc: desc.trim(), grams: Number(grams) });
  weights.set(ndb, list);
}

const rows = [];
for (const [ndb, , longDesc, , commonNames, manufacturer] of foods.sort((a, b) => a[0].localeCompare(b[0]))) {
  const figures = Object.values(NUTRIENTS).map((n) => values.get(`${ndb}:${n}`) ?? null);
  if (figures[0] === null) throw new Error(`${ndb} has no energy value`);
  const typed = UNTYPED.reduce((text, pattern) => text.replace(pattern, " "), longDesc);
  const measures = (weights.get(ndb) ?? []).filter((w) => w.grams > 0 && w.amount > 0).sort((a, b) => a.seq - b.seq);
  rows.push([
    ndb,
    longDesc,
    manufacturer || null,
    searchText(ALIASES[ndb], typed, singulars(typed), commonNames, manufacturer),
    ...figures,
    servings(measures),
  ]);
}

const data = {
  source:
    "USDA National Nutrient Database for Standard Reference, Release 28 (U.S. Department of Agriculture, " +
    "Agricultural Research Service, 2016). Public domain. Derived by scripts/derive-usda-sr28.mjs.",
  columns: ["ndb", "name", "brand", "search_text", ...Object.keys(NUTRIENTS), "servings"],
  units: "per 100 g: kcal, g, mg for sodium_mg; servings as [label, grams]",
  foods: rows,
};
// level 9 and no file name or time in the header: the same input gives the same bytes
writeFileSync(output, gzipSync(JSON.stringify(data), { level: 9 }));
console.log(
  `${rows.length} foods → ${path.relative(root, output)} (${Math.round(readFileSync(output).length / 1024)} KB)`,
);
