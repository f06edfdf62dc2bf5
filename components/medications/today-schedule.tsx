import { Card, CardTitle } from "@/components/ui/card";
import type { ScheduledDose } from "@/lib/medications/adherence";
import { localTimeIn } from "@/lib/time/zones";
import { DoseButtons } from "./dose-buttons";

const STATE_LABEL: Record<ScheduledDose["state"], string> = {
  taken: "Taken",
  skipped: "Skipped",
  due: "Due",
  upcoming: "Upcoming",
};
const STATE_CLASS: Record<ScheduledDose["state"], string> = {
  taken: "bg-emerald-100 text-emerald-800",
  skipped: "bg-slate-200 text-slate-700",
  due: "bg-amber-100 text-amber-900",
  upcoming: "bg-sky-100 text-sky-900",
};

/** Today's doses of the active medications, each with Mark as Taken / Skip. */
export function TodaySchedule({ schedule, timeZone }: { schedule: ScheduledDose[]; timeZone: string }) {
  return (
    <Card aria-labelledby="today-schedule">
      <CardTitle>
        <span id="today-schedule">Today&apos;s schedule</span>
      </CardTitle>
      {schedule.length === 0 ? (
        <p className="text-sm text-muted">
          No doses are scheduled today. Active medications with a daily, twice, three times daily or weekly frequency
          appear here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {schedule.map((dose) => (
            <li
              key={`${dose.medication_id}-${dose.time}`}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  <span className="tabular-nums">{dose.time}</span> · {dose.name}
                </p>
                <p className="text-sm text-muted">
                  {dose.dosage} ·{" "}
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_CLASS[dose.state]}`}>
                    {STATE_LABEL[dose.state]}
                  </span>
                  {dose.state === "taken" && dose.taken_at && <> at {localTimeIn(timeZone, dose.taken_at)}</>}
                </p>
              </div>
              <DoseButtons
                medicationId={dose.medication_id}
                name={dose.name}
                date={dose.date}
                time={dose.time}
                state={dose.state}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
