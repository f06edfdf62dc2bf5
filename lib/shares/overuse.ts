/**
 * The medication-overuse flag of ICHD-3 (8.2): acute headache medication on 10 or more days
 * a month for triptans, ergots, opioids, combination analgesics or several classes together,
 * on 15 or more days for simple analgesics alone. The treatment is free text, so its class is
 * read from the drug names it holds; a name we don't know is treated as the stricter class.
 */

export type OveruseClass = "simple" | "specific";

export type MonthOveruse = {
  /** Days of the month with an acute treatment logged. */
  days: number;
  /** The ICHD-3 threshold for the classes used that month. */
  threshold: 10 | 15;
  flagged: boolean;
};

const SIMPLE_ANALGESICS =
  /\b(ibuprofen|paracetamol|acetaminophen|aspirin|acetylsalicylic|naproxen|diclofenac|ketoprofen|metamizole?|dipyrone|nsaids?|tylenol|advil|motrin|aleve|nurofen|panadol)\b/i;

/** Whether one logged treatment names only simple analgesics. */
export function treatmentClass(treatment: string): OveruseClass {
  const parts = treatment
    .split(/[,;+/&]|\band\b|\bwith\b/i)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.length < 2 && SIMPLE_ANALGESICS.test(parts[0]!) ? "simple" : "specific";
}

/** The flag of one month, from the treatments of its episodes (one per treated day counts once). */
export function monthOveruse(treated: { date: string; treatment: string }[]): MonthOveruse {
  const days = new Set(treated.map((t) => t.date)).size;
  const simpleOnly = treated.length > 0 && treated.every((t) => treatmentClass(t.treatment) === "simple");
  const threshold = simpleOnly ? 15 : 10;
  return { days, threshold, flagged: days >= threshold };
}
