/**
 * The medical report's migraine care section: headache, migraine and acute-medication days
 * per month (a column per class taken), the medication-overuse warning when it applies, the
 * latest MIDAS and HIT-6, and each preventive's before/after comparison with its counts.
 */
import "server-only";
import {
  acuteClassLabel,
  classesUsed,
  monthSpan,
  overuseWarning,
  preventiveVerdict,
} from "@/lib/migraine-insights/display";
import type { MigraineCare } from "@/lib/migraine-insights/service";
import { formatShortDate, formatShortMonth } from "@/lib/time/format";
import { chart, heading, line, table, type Pdf } from "./pdf-doc";

/** Short class names for the table's narrow columns. */
const SHORT: Record<string, string> = {
  simple_analgesic: "Simple analg.",
  combination_analgesic: "Combination",
};

function scoreLine(
  name: string,
  r: MigraineCare["midas"] | MigraineCare["hit6"],
  grade: (r: NonNullable<MigraineCare["midas"] | MigraineCare["hit6"]>) => string,
) {
  if (r === null) return `${name}: not taken.`;
  return `${name}: ${r.score}, ${grade(r)} (taken ${formatShortDate(r.date)}; ${r.due ? "due again now" : `next due ${formatShortDate(r.due_on)}`}).`;
}

export function migraineCare(doc: Pdf, care: MigraineCare) {
  heading(doc, "Migraine care");
  const all = [...care.monthly, care.current_month];
  const classes = classesUsed(all);
  line(
    doc,
    `Days per calendar month (${monthSpan(care.monthly.map((m) => m.month))} and ` +
      `${formatShortMonth(care.current_month.month)} so far): two episodes on one day count as one day.`,
    { muted: true },
  );
  table(
    doc,
    [
      ["Month", 1.6],
      ["Headache days", 1.2],
      ["Migraine days", 1.2],
      ["Acute med. days", 1.3],
      ...classes.map((c) => [SHORT[c] ?? acuteClassLabel(c), 1.1] as [string, number]),
    ],
    all.map((m) => [
      `${formatShortMonth(m.month)}${m === care.current_month ? " (so far)" : ""}`,
      String(m.headache_days),
      String(m.migraine_days),
      String(m.any_acute_medication_days),
      ...classes.map((c) => String(m.acute_medication_days[c])),
    ]),
  );

  chart(doc, {
    title: "Migraine days per month",
    points: all.map((m) => ({ label: formatShortMonth(m.month).slice(0, 3), value: m.migraine_days })),
  });

  const o = care.medication_overuse;
  const warning = overuseWarning(o, "report");
  if (warning) {
    line(doc, `Medication-overuse warning: ${warning.title.toLowerCase()}`, { bold: true });
    line(doc, `${warning.text} ${warning.advice}`);
    line(doc, warning.counts, { muted: true });
  } else
    line(
      doc,
      `Medication overuse (ICHD-3 8.2): not reached. Acute medication on ${o.average_days_per_month} days a month ` +
        `on average over ${monthSpan(o.months)}.`,
      { muted: true },
    );

  line(doc, "Disability and impact", { bold: true });
  line(
    doc,
    scoreLine("MIDAS (last 3 months)", care.midas, (r) => `grade ${r.grade}, ${r.label.toLowerCase()}`),
  );
  line(
    doc,
    scoreLine("HIT-6 (last 4 weeks)", care.hit6, (r) => r.label.toLowerCase()),
  );

  line(doc, "Preventive treatment", { bold: true });
  if (care.preventives.length === 0) line(doc, "No preventive treatment marked.", { muted: true });
  for (const p of care.preventives) {
    line(doc, `${p.name} ${p.dosage}, started ${formatShortDate(p.start_date)}: ${preventiveVerdict(p)}`);
    const counts = (w: typeof p.before) =>
      w.months.map((m) => `${formatShortMonth(m.month)} ${m.migraine_days}`).join(", ") || "none over yet";
    line(doc, `Migraine days before: ${counts(p.before)}; after: ${counts(p.after)}.`, { muted: true, indent: 12 });
  }
}
