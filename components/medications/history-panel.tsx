import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress";
import { HISTORY_DAYS, type MedicationOverview } from "@/lib/medications/overview";
import { formatLongDate } from "@/lib/time/format";
import { localTimeIn } from "@/lib/time/zones";

function Figure({ label, a }: { label: string; a: { taken: number; scheduled: number; percent: number | null } }) {
  return (
    <div className="space-y-1">
      <p className="flex justify-between text-sm">
        <span className="text-muted">{label}</span>
        <span className="font-medium text-ink tabular-nums">
          {a.percent === null ? "No doses due yet" : `${a.percent}% (${a.taken} of ${a.scheduled} taken)`}
        </span>
      </p>
      {a.percent !== null && <ProgressBar value={a.taken} max={a.scheduled} label={`${label}: ${a.percent}% taken`} />}
    </div>
  );
}

/** History: adherence per medication (taken ÷ scheduled) and the dose log. */
export function HistoryPanel({ overview, timeZone }: { overview: MedicationOverview; timeZone: string }) {
  const byDate = new Map<string, MedicationOverview["doseLog"]>();
  for (const d of overview.doseLog) byDate.set(d.date, [...(byDate.get(d.date) ?? []), d]);
  const clock = (at: Date) => localTimeIn(timeZone, at);
  return (
    <>
      <Card aria-labelledby="adherence">
        <CardTitle>
          <span id="adherence">Adherence</span>
        </CardTitle>
        <p className="mb-3 text-sm text-muted">
          Doses taken out of doses scheduled so far; a dose counts once its time has passed or it was marked.
        </p>
        {overview.adherence.length === 0 ? (
          <p className="text-sm text-muted">No scheduled medications yet.</p>
        ) : (
          <ul className="space-y-4">
            {overview.adherence.map((a) => (
              <li key={a.medication_id} aria-label={`Adherence of ${a.name}`} className="space-y-2">
                <p className="font-medium text-ink">
                  {a.name} <span className="text-sm font-normal text-muted">{a.dosage}</span>
                </p>
                <Figure label="Last 7 days" a={a.week} />
                <Figure label="Last 30 days" a={a.month} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="dose-log">
        <CardTitle>
          <span id="dose-log">Dose log</span>
        </CardTitle>
        {byDate.size === 0 ? (
          <p className="text-sm text-muted">
            No doses recorded in the last {HISTORY_DAYS} days. Mark doses as taken or skipped in today&apos;s schedule.
          </p>
        ) : (
          <div className="space-y-4">
            {[...byDate.entries()].map(([date, doses]) => (
              <section key={date} aria-label={formatLongDate(date)}>
                <h3 className="text-sm font-semibold text-ink">{formatLongDate(date)}</h3>
                <ul className="mt-1 divide-y divide-slate-100">
                  {doses.map((d) => (
                    <li key={d.dose_id} className="flex justify-between gap-2 py-2 text-sm">
                      <span>
                        <span className="tabular-nums">{d.time}</span> · {d.name} {d.dosage}
                      </span>
                      <span className={d.status === "taken" ? "text-emerald-700" : "text-muted"}>
                        {d.status === "taken" ? `Taken${d.taken_at ? ` at ${clock(d.taken_at)}` : ""}` : "Skipped"}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </Card>
    </>
  );
}
