/**
 * Foods and additives that migraine diaries and headache clinics commonly list as possible
 * triggers, recognised by Open Food Facts' taxonomy tags (pure). A product's tags are its
 * `ingredients_tags` (ingredients and their parents in the taxonomy: a whisky gives
 * "en:alcohol", a dark chocolate "en:chocolate" and "en:cocoa") and its `additives_tags`
 * (E numbers, "en:e951", which are the same in every language). Each list names canonical
 * "en:" tags only: older answers carry untranslated ingredient tags ("aspartam"), which is
 * why the E numbers of the additives are listed too wherever one exists.
 *
 * A tag matches a factor when it equals one of its `tags`, or when it is an "en:" tag ending
 * in one of its `endings` ("en:williams-pear-brandy", "en:jamaican-rum") and holds none of its
 * `except` words ("en:non-alcoholic-wine"). A tag that merely contains a word does not match:
 * "en:alcohol-vinegar" is not alcohol, "en:cream-cheese" not an aged cheese.
 */

export type FoodFactorKey =
  "caffeine" | "aspartame" | "glutamate" | "nitrites" | "alcohol" | "chocolate" | "aged_cheese";

export type FoodFactor = {
  key: FoodFactorKey;
  label: string;
  tags: readonly string[];
  endings?: readonly string[];
  except?: readonly string[];
};

export const FOOD_FACTORS: readonly FoodFactor[] = [
  {
    // Coffee, true tea (not herbal infusions, which OFF tags as "en:herb"), cola nut, guarana
    // and maté, and caffeine added as such (energy drinks, colas).
    key: "caffeine",
    label: "Caffeine",
    tags: [
      "en:caffeine",
      "en:coffee",
      "en:instant-coffee",
      "en:soluble-coffee",
      "en:ground-coffee",
      "en:roasted-coffee",
      "en:arabica-coffee",
      "en:robusta-coffee",
      "en:coffee-extract",
      "en:tea",
      "en:green-tea",
      "en:black-tea",
      "en:tea-extract",
      "en:guarana",
      "en:guarana-extract",
      "en:mate",
      "en:kola-nut",
      "en:kola-nut-extract",
    ],
  },
  {
    // The sweetener by its E number or its name.
    key: "aspartame",
    label: "Aspartame (E951)",
    tags: ["en:e951", "en:aspartame"],
  },
  {
    // Monosodium glutamate (E621) with glutamic acid and its other salts (E620–E625), which
    // add the same free glutamate.
    key: "glutamate",
    label: "Monosodium glutamate (E621) and other glutamates",
    tags: [
      "en:e621",
      "en:monosodium-glutamate",
      "en:e620",
      "en:glutamic-acid",
      "en:e622",
      "en:e623",
      "en:e624",
      "en:e625",
    ],
  },
  {
    // Curing salts of processed meats: the nitrites E249–E250 and the nitrates E251–E252
    // (which bacteria and the body turn into nitrite).
    key: "nitrites",
    label: "Nitrites and nitrates (E249–E252)",
    tags: [
      "en:e249",
      "en:e250",
      "en:e251",
      "en:e252",
      "en:potassium-nitrite",
      "en:sodium-nitrite",
      "en:sodium-nitrate",
      "en:potassium-nitrate",
    ],
  },
  {
    // Drinks and foods made with an alcoholic drink; OFF gives spirits "en:alcohol" as a parent.
    key: "alcohol",
    label: "Alcohol",
    tags: [
      "en:alcohol",
      "en:wine",
      "en:red-wine",
      "en:white-wine",
      "en:beer",
      "en:cider",
      "en:spirit",
      "en:whisky",
      "en:rum",
      "en:brandy",
      "en:cognac",
      "en:vodka",
      "en:gin",
      "en:liqueur",
    ],
    endings: ["-wine", "-beer", "-rum", "-whisky", "-whiskey", "-brandy", "-cognac", "-vodka", "-liqueur"],
    // ginger beer is a soft drink
    except: ["non-alcoholic", "alcohol-free", "dealcoholised", "ginger-beer", "root-beer"],
  },
  {
    // Chocolate of any kind and cocoa (cocoa mass, powder).
    key: "chocolate",
    label: "Chocolate or cocoa",
    tags: [
      "en:chocolate",
      "en:cocoa",
      "en:cocoa-paste",
      "en:cocoa-powder",
      "en:fat-reduced-cocoa",
      "en:dark-chocolate",
      "en:milk-chocolate",
      "en:white-chocolate",
    ],
    endings: ["-chocolate", "-cocoa", "-cocoa-powder"],
  },
  {
    // Long-ripened hard and blue cheeses, the tyramine-rich ones; not "en:cheese" as such,
    // which also covers fresh cheeses with little tyramine.
    key: "aged_cheese",
    label: "Aged cheese",
    tags: [
      "en:cheddar",
      "en:parmigiano-reggiano",
      "en:parmesan",
      "en:grana-padano",
      "en:pecorino",
      "en:gouda",
      "en:emmental",
      "en:gruyere",
      "en:comte",
      "en:manchego",
      "en:blue-cheese",
      "en:roquefort",
      "en:gorgonzola",
      "en:stilton",
    ],
    endings: ["-cheddar", "-parmesan", "-gouda", "-blue-cheese"],
  },
];

const BY_TAG = new Map<string, FoodFactorKey[]>();
for (const f of FOOD_FACTORS) for (const t of f.tags) BY_TAG.set(t, [...(BY_TAG.get(t) ?? []), f.key]);

/** Whether an "en:" tag ends as one of the factor's endings, without an exception. */
function endsAs(factor: FoodFactor, tag: string): boolean {
  if (!tag.startsWith("en:") || !factor.endings?.some((e) => tag.endsWith(e))) return false;
  return !factor.except?.some((word) => tag.includes(word));
}

/** The factors a product's tags show, in the table's order; empty when none. */
export function foodFactorKeys(
  ingredientsTags: readonly string[] | null,
  additivesTags: readonly string[] | null,
): FoodFactorKey[] {
  const found = new Set<FoodFactorKey>();
  for (const raw of [...(ingredientsTags ?? []), ...(additivesTags ?? [])]) {
    const tag = raw.trim().toLowerCase();
    for (const key of BY_TAG.get(tag) ?? []) found.add(key);
    for (const f of FOOD_FACTORS) if (endsAs(f, tag)) found.add(f.key);
  }
  return FOOD_FACTORS.map((f) => f.key).filter((k) => found.has(k));
}

/** A factor's label by its key. */
export function foodFactorLabel(key: FoodFactorKey): string {
  return FOOD_FACTORS.find((f) => f.key === key)!.label;
}
