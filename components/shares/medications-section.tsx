import { TitledCard } from "@/components/ui/card";
import { frequencyLabel, statusLabel } from "@/lib/medications/display";
import { ADHERENCE_DAYS, type MedicationArea } from "@/lib/shares/dashboard";

function adherenceText(a: MedicationArea[number]["adherence"]): string {
  if (a === null) return "As needed";
  if (a.percent === null) return "No doses due yet";
  return `${a.percent}% (${a.taken} of ${a.scheduled} doses)`;
}

/** Current medications with their adherence over the last 30 days. */
export function MedicationsSection({ data }: { data: MedicationArea }) {
  return (
    <TitledCard id="share-medications" title="Medications">
      {data.length === 0 ? (
        <p className="text-sm text-muted">No current medications.</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted">Adherence: doses marked taken over the last {ADHERENCE_DAYS} days.</p>
          <ul aria-label="Current medications" className="divide-y divide-slate-200 text-sm">
            {data.map((m) => (
              <li key={m.medication_id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2">
                <span className="min-w-0">
                  <span className="block font-medium break-words text-ink">
                    {m.name} <span className="font-normal text-muted">{m.dosage}</span>
                  </span>
                  <span className="block text-xs text-muted">
                    {frequencyLabel(m.frequency)} · {statusLabel(m.status)}
                  </span>
                </span>
                <span className="font-medium text-ink tabular-nums">{adherenceText(m.adherence)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledCard>
  );
}
