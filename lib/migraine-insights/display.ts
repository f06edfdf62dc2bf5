/**
 * The migraine care figures in words, one wording for every place that shows them (the Health
 * Reports tab, the dashboard, the medical report, the provider dashboard). The overuse warning
 * is information for a conversation with a doctor, never a diagnosis, and always carries the
 * counts it rests on.
 */
import { ACUTE_CLASS_IDS, acuteClassLabel, type AcuteClass } from "@/lib/migraine/acute-classes";
import {
  MULTIPLE_THRESHOLD,
  OVERUSE_THRESHOLDS,
  type MedicationOveruse,
  type OveruseClass,
} from "@/lib/migraine/overuse";
import type { PreventiveComparison } from "@/lib/migraine/preventive";
import { formatShortMonth } from "@/lib/time/format";

/** A class as the warning names it, in the plural: "triptans". */
const CLASS_NOUNS: Record<OveruseClass, string> = {
  triptan: "triptans",
  simple_analgesic: "simple analgesics or NSAIDs",
  combination_analgesic: "combination analgesics",
  opioid: "opioids",
  ergot: "ergots",
  gepant: "gepants",
  other: "other acute headache medication",
  multiple: "acute headache medication of several kinds",
};

export function overuseClassNoun(cls: OveruseClass): string {
  return CLASS_NOUNS[cls];
}

/** Days a month from which a class counts as overused. */
export function overuseThreshold(cls: OveruseClass): number {
  return cls === "multiple" ? MULTIPLE_THRESHOLD : (OVERUSE_THRESHOLDS[cls] ?? MULTIPLE_THRESHOLD);
}

const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;
/** A one-decimal average without a trailing ".0". */
export const average = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** "Aug 2026 - Oct 2026": the months a figure covers. */
export function monthSpan(months: readonly string[]): string {
  if (months.length === 0) return "";
  const first = formatShortMonth(months[0]!);
  return months.length === 1 ? first : `${first} - ${formatShortMonth(months[months.length - 1]!)}`;
}

/** Days with the flagged class over the months averaged. */
function flaggedDays(o: MedicationOveruse, cls: OveruseClass): number {
  return cls === "multiple" ? o.counts.multiple_class_days : o.counts.days_by_class[cls];
}

export type OveruseWarning = { title: string; text: string; advice: string; counts: string };

/**
 * The warning in the user's own words (`person: "you"`) or as a report states it for a doctor
 * (`"report"`); null when nothing is flagged.
 */
export function overuseWarning(o: MedicationOveruse, person: "you" | "report" = "you"): OveruseWarning | null {
  if (!o.flagged || o.class === null) return null;
  const cls = o.class;
  const noun = CLASS_NOUNS[cls];
  const threshold = overuseThreshold(cls);
  const span = o.months.length;
  const text =
    person === "you"
      ? `In the last ${span} months you took ${noun} on ${average(o.average_days_per_month)} days a month on average.`
      : `In the last ${span} months, ${noun} were taken on ${average(o.average_days_per_month)} days a month on average.`;
  const others = o.classes.slice(1).map((c) => CLASS_NOUNS[c]);
  return {
    title: "Frequent use of acute headache medication",
    text: others.length > 0 ? `${text} The same holds for ${others.join(" and ")}.` : text,
    advice:
      `Regular use on ${threshold} or more days a month can make headaches more frequent ` +
      `(medication-overuse headache). ${person === "you" ? "Talk to your doctor about it." : "Information from the diary, not a diagnosis."}`,
    counts: `${days(flaggedDays(o, cls))} with ${noun} over ${monthSpan(o.months)}; ICHD-3 threshold: ${threshold} days a month.`,
  };
}

/** The classes with any day in `counts`, in the list's order: the columns worth showing. */
export function classesUsed(counts: readonly { acute_medication_days: Record<AcuteClass, number> }[]): AcuteClass[] {
  return ACUTE_CLASS_IDS.filter((id) => counts.some((c) => c.acute_medication_days[id] > 0));
}

export { acuteClassLabel };

/** A preventive's verdict in words, with the counts it rests on. */
export function preventiveVerdict(p: PreventiveComparison): string {
  const before = `${days(p.before.migraine_days)} in the 3 months before (${average(p.before.average_per_month ?? 0)} a month)`;
  if (p.status === "not_enough_data") {
    const after = p.after.months.length;
    return p.before.covered
      ? `Not enough data yet: ${after} of the 3 months after the start ${after === 1 ? "is" : "are"} over. Migraine ${before}.`
      : "Not enough data: the diary does not cover the 3 months before the start.";
  }
  const after = `${days(p.after.migraine_days)} in the 3 months after (${average(p.after.average_per_month ?? 0)} a month)`;
  if (p.responder === null) return `No migraine days before the start, so there is nothing to halve. ${after}.`;
  const change =
    p.reduction_percent! >= 0 ? `${average(p.reduction_percent!)} % fewer` : `${average(-p.reduction_percent!)} % more`;
  const verdict = p.responder
    ? "Responder: monthly migraine days fell by half or more."
    : "Not a responder: monthly migraine days fell by less than half.";
  return `${verdict} Migraine ${before}, ${after}: ${change}.`;
}
