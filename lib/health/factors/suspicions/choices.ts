/**
 * What a user may suspect (pure): the factor keys the factor analysis builds
 * (lib/health/factors/analysis.ts), each with a label for people and the kind it is grouped under.
 * A logged trigger is a key of its own, "trigger:<name>" in lower case, as the analysis keys
 * the day after that trigger was written on an episode.
 */
import { PRESSURE_DROP_HPA, triggerFactorKey } from "@/lib/health/factors/analysis";
import { LIST_ITEM_MAX, MIGRAINE_TRIGGERS } from "@/lib/health/schema";
import { FOOD_FACTORS } from "@/lib/migraine/food-factors";

export const SUSPICION_KINDS = ["migraine_form", "your_trigger", "journal", "activity", "food", "weather"] as const;
export type SuspicionKind = (typeof SUSPICION_KINDS)[number];

/** The heading each kind is grouped under in the add control. */
export const KIND_NAMES: Record<SuspicionKind, string> = {
  migraine_form: "Triggers on the migraine form",
  your_trigger: "Triggers you logged",
  journal: "Journal",
  activity: "Exercise and calories",
  food: "Food ingredients",
  weather: "Weather",
};

export type SuspicionChoice = { factor_key: string; label: string; kind: SuspicionKind };

/** The factors that are not logged triggers, with the words the analysis uses for them. */
const FIXED_CHOICES: readonly SuspicionChoice[] = [
  { factor_key: "poor_sleep", label: "Poor sleep (journal sleep 5/10 or less)", kind: "journal" },
  { factor_key: "high_stress", label: "High stress (journal stress 7/10 or more)", kind: "journal" },
  { factor_key: "low_mood", label: "Low mood (journal mood 4/10 or less)", kind: "journal" },
  { factor_key: "low_energy", label: "Low energy (journal energy 4/10 or less)", kind: "journal" },
  { factor_key: "exercise", label: "Exercise logged", kind: "activity" },
  { factor_key: "calories_over_goal", label: "Calories over your goal", kind: "activity" },
  ...FOOD_FACTORS.map((f): SuspicionChoice => ({ factor_key: `food:${f.key}`, label: f.label, kind: "food" })),
  { factor_key: "pressure_drop", label: `Pressure drop (${PRESSURE_DROP_HPA} hPa or more)`, kind: "weather" },
];
const FIXED_BY_KEY = new Map(FIXED_CHOICES.map((c) => [c.factor_key, c]));

export const TRIGGER_PREFIX = "trigger:";

/** The factor key of a logged trigger's name, as the analysis makes it. */
export const triggerKey = triggerFactorKey;

const FORM_TRIGGER_KEYS = new Set(MIGRAINE_TRIGGERS.map(triggerKey));

/** Whether a key names a factor the analysis can build: a fixed one, or a trigger name of 1 to LIST_ITEM_MAX characters. */
export function isFactorKey(key: string): boolean {
  if (FIXED_BY_KEY.has(key)) return true;
  if (!key.startsWith(TRIGGER_PREFIX)) return false;
  const name = key.slice(TRIGGER_PREFIX.length).trim();
  return name.length > 0 && name.length <= LIST_ITEM_MAX;
}

/**
 * The stored key and label of a suspicion: a trigger's key in the analysis' form (trimmed,
 * lower case) and its name as written; a fixed factor's own label. Expects `isFactorKey`.
 */
export function describeFactor(key: string): { factor_key: string; label: string; kind: SuspicionKind } {
  const fixed = FIXED_BY_KEY.get(key);
  if (fixed) return fixed;
  return describeTrigger(key.slice(TRIGGER_PREFIX.length));
}

/** A logged trigger named in the user's words, as a suspicion. */
export function describeTrigger(name: string): { factor_key: string; label: string; kind: SuspicionKind } {
  const factor_key = triggerKey(name);
  const formName = MIGRAINE_TRIGGERS.find((t) => triggerKey(t) === factor_key);
  return {
    factor_key,
    label: formName ?? name.trim(),
    kind: FORM_TRIGGER_KEYS.has(factor_key) ? "migraine_form" : "your_trigger",
  };
}

/** The kind a stored key is grouped under. */
export function kindOf(key: string): SuspicionKind {
  return FIXED_BY_KEY.get(key)?.kind ?? (FORM_TRIGGER_KEYS.has(key) ? "migraine_form" : "your_trigger");
}

/**
 * Everything the user may pick, grouped by kind in the order of SUSPICION_KINDS: the migraine
 * form's triggers, the other triggers the user logged (`logged`, their own words, first spelling
 * kept), then the journal, exercise and calories, food ingredients and weather.
 */
export function suspicionChoices(logged: readonly string[]): SuspicionChoice[] {
  const own = new Map<string, SuspicionChoice>();
  for (const name of logged) {
    if (name.trim() === "") continue;
    const choice = describeTrigger(name);
    if (choice.kind === "your_trigger" && isFactorKey(choice.factor_key) && !own.has(choice.factor_key))
      own.set(choice.factor_key, choice);
  }
  const all = [
    ...MIGRAINE_TRIGGERS.map((t) => describeTrigger(t)),
    ...[...own.values()].sort((a, b) => a.label.localeCompare(b.label)),
    ...FIXED_CHOICES,
  ];
  return SUSPICION_KINDS.flatMap((kind) => all.filter((c) => c.kind === kind));
}
