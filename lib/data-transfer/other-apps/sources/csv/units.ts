/**
 * Unit names as people and apps write them ("lbs", "°C", "mg/dl", "beats/min", "hrs"), each
 * brought to one spelling: the one vitalog's schemas use where there is one.
 */
const SPELLINGS: Record<string, string[]> = {
  kg: ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramm", "kilogramos"],
  lbs: ["lb", "lbs", "pound", "pounds", "#"],
  g: ["g", "gr", "gram", "grams", "gramm"],
  C: ["c", "°c", "ºc", "degc", "deg c", "celsius", "° c", "degrees c", "degree celsius"],
  F: ["f", "°f", "ºf", "degf", "deg f", "fahrenheit", "° f", "degrees f", "degree fahrenheit"],
  "mg/dL": ["mg/dl", "mg per dl", "mg/100ml", "mgdl"],
  "mmol/L": ["mmol/l", "mmol", "mmol per l", "mmoll"],
  "%": ["%", "percent", "pct", "per cent"],
  bpm: ["bpm", "beats/min", "beats per minute", "count/min", "/min", "1/min", "beats/minute"],
  mmHg: ["mmhg", "mm hg", "mm[hg]", "mm of hg"],
  h: ["h", "hr", "hrs", "hour", "hours", "std", "horas", "heures"],
  min: ["min", "mins", "minute", "minutes", "minuten", "minutos", "m"],
  s: ["s", "sec", "secs", "second", "seconds"],
  kcal: ["kcal", "cal", "cals", "calorie", "calories", "kilocalories", "kcals"],
  kJ: ["kj", "kilojoule", "kilojoules"],
};

const BY_SPELLING = new Map<string, string>(
  Object.entries(SPELLINGS).flatMap(([unit, spellings]) => spellings.map((s) => [s, unit] as [string, string])),
);

/** The unit's one spelling; the text as given when it is no unit known here; null when empty. */
export function normaliseUnit(text: string | null | undefined): string | null {
  const key = (text ?? "").trim().toLowerCase().replace(/\.$/, "");
  if (!key) return null;
  return BY_SPELLING.get(key) ?? BY_SPELLING.get(key.replace(/\s+/g, "")) ?? text!.trim();
}

/** A unit written in a header after its name: "Weight (kg)", "Glucose [mmol/L]", "Sleep, h". */
export function unitInName(name: string): string | null {
  const m = /[([]\s*([^)\]]+?)\s*[)\]]\s*$/.exec(name) ?? /,\s*([^,]+)$/.exec(name);
  if (!m) return null;
  const unit = normaliseUnit(m[1]);
  return unit !== null && unit in SPELLINGS ? unit : null;
}
