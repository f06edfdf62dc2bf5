/**
 * The classes of acute (as-needed) headache medication a user sets on each of their
 * medications. They follow the drug classes of ICHD-3 8.2 (medication-overuse headache),
 * because the overuse rule counts days per class; gepants, which ICHD-3 does not name, have
 * their own class so their days can be counted and shown apart (see ./overuse).
 */
import * as z from "zod/mini";

export const ACUTE_CLASSES = [
  { id: "triptan", label: "Triptan", examples: "sumatriptan, rizatriptan, zolmitriptan" },
  { id: "simple_analgesic", label: "Simple analgesic or NSAID", examples: "paracetamol, ibuprofen, aspirin, naproxen" },
  {
    id: "combination_analgesic",
    label: "Combination analgesic",
    examples: "paracetamol with codeine, aspirin with caffeine",
  },
  { id: "opioid", label: "Opioid", examples: "codeine, tramadol" },
  { id: "ergot", label: "Ergot", examples: "ergotamine, dihydroergotamine" },
  { id: "gepant", label: "Gepant", examples: "ubrogepant, rimegepant, zavegepant" },
  { id: "other", label: "Other", examples: "anything else taken for the headache" },
] as const;

export type AcuteClass = (typeof ACUTE_CLASSES)[number]["id"];

export const ACUTE_CLASS_IDS = ACUTE_CLASSES.map((c) => c.id) as [AcuteClass, ...AcuteClass[]];

const LABELS = Object.fromEntries(ACUTE_CLASSES.map((c) => [c.id, c.label])) as Record<AcuteClass, string>;

/** The user-facing name of a class. */
export function acuteClassLabel(id: AcuteClass): string {
  return LABELS[id];
}

const CLASS_MESSAGE = `Medication class must be one of ${ACUTE_CLASS_IDS.join(", ")}`;

/** A class as a payload sends it. */
export const acuteClassSchema = z.enum(ACUTE_CLASS_IDS, { error: CLASS_MESSAGE });

/** A zero for every class, in the list's order: the start of a per-class count. */
export function zeroPerClass(): Record<AcuteClass, number> {
  return Object.fromEntries(ACUTE_CLASS_IDS.map((id) => [id, 0])) as Record<AcuteClass, number>;
}
