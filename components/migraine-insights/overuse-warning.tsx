import type { ReactNode } from "react";
import type { MedicationOveruse } from "@/lib/migraine/overuse";
import { overuseWarning } from "@/lib/migraine-insights/display";

/**
 * The medication-overuse warning, calm and with its counts: information to take to a doctor.
 * A note, not an alert: it is there when the page opens, so nothing is announced.
 */
export function OveruseWarning({
  overuse,
  person = "you",
  action,
  headingLevel = 3,
}: {
  overuse: MedicationOveruse;
  person?: "you" | "report";
  /** A link under the text (the dashboard's to the full figures). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const warning = overuseWarning(overuse, person);
  if (!warning) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="overuse-warning-title"
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <Heading id="overuse-warning-title" className="font-semibold">
        {warning.title}
      </Heading>
      <p className="mt-1">
        {warning.text} {warning.advice}
      </p>
      <p className="mt-1 text-amber-900">{warning.counts}</p>
      {action && <div className="mt-2">{action}</div>}
    </section>
  );
}
