import { ButtonLink } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { frequencyLabel, statusLabel } from "@/lib/medications/display";
import { ACUTE_CLASS_IDS, acuteClassLabel, type AcuteClass } from "@/lib/migraine/acute-classes";
import { formatShortDate } from "@/lib/time/format";
import type { Medication } from "@/lib/medications/service";
import { MedicationActions } from "./medication-actions";
import { medicationValues } from "./medication-values";

const BADGE: Record<string, string> = {
  Active: "bg-emerald-100 text-emerald-800",
  "As Needed": "bg-sky-100 text-sky-900",
  Inactive: "bg-slate-200 text-slate-700",
};

/** What a medication is for migraine care: "Triptan for headaches", "Preventive since Jan 15, 2026"; none when neither. */
function headacheLine(m: Medication): string {
  const known = ACUTE_CLASS_IDS.find((id) => id === m.acute_class) as AcuteClass | undefined;
  return [
    known ? `${acuteClassLabel(known)} for headaches` : null,
    m.preventive_start ? `Preventive since ${formatShortDate(m.preventive_start)}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** My Medications: every medication with its status (Active, As Needed or Inactive) and actions. */
export function MedicationList({ medications }: { medications: Medication[] }) {
  return (
    <Card aria-labelledby="my-medications">
      <CardTitle
        action={
          <ButtonLink href="/medications?tab=add" size="sm">
            Add New
          </ButtonLink>
        }
      >
        <span id="my-medications">My Medications</span>
      </CardTitle>
      {medications.length === 0 ? (
        <p className="text-sm text-muted">No medications yet. Add one to see its doses in today&apos;s schedule.</p>
      ) : (
        <ul className="space-y-3">
          {medications.map((m) => {
            const label = statusLabel(m.status);
            const headache = headacheLine(m);
            return (
              <li key={m.medication_id} className="rounded-xl border border-slate-200 p-3" aria-label={m.name}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{m.name}</p>
                    <p className="text-sm text-muted">
                      {m.dosage} · {frequencyLabel(m.frequency)}
                      {m.time && m.frequency !== "as_needed" ? ` from ${m.time}` : ""}
                    </p>
                  </div>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[label]}`}>{label}</span>
                </div>
                {headache && <p className="mt-1 text-sm font-medium text-brand-700">{headache}</p>}
                {(m.prescribed_by || m.notes) && (
                  <p className="mt-1 text-sm text-muted">
                    {m.prescribed_by && <>Prescribed by {m.prescribed_by}. </>}
                    {m.notes}
                  </p>
                )}
                <div className="mt-2">
                  <MedicationActions medicationId={m.medication_id} values={medicationValues(m)} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
