import { Card, CardTitle } from "@/components/ui/card";
import type { ScheduledDose } from "@/lib/medications/adherence";

function minus(time: string, minutes: number): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const total = (h * 60 + m - minutes + 24 * 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** The reminders still to come today, from the schedule and the user's settings. */
export function UpcomingReminders({
  schedule,
  before,
  push,
  emailMissed,
}: {
  schedule: ScheduledDose[];
  before: number;
  push: boolean;
  emailMissed: boolean;
}) {
  const upcoming = schedule.filter((d) => d.state === "upcoming");
  return (
    <Card aria-labelledby="upcoming-reminders">
      <CardTitle>
        <span id="upcoming-reminders">Today&apos;s reminders</span>
      </CardTitle>
      {!push ? (
        <p className="text-sm text-muted">Reminders before doses are off. Turn on push reminders below to get them.</p>
      ) : upcoming.length === 0 ? (
        <p className="text-sm text-muted">No more doses today, so no reminders are due.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {upcoming.map((d) => (
            <li key={`${d.medication_id}-${d.time}`} className="py-2 text-sm">
              <span className="font-medium tabular-nums">{minus(d.time, before)}</span>: reminder for {d.name} (
              {d.dosage}) at {d.time}
            </li>
          ))}
        </ul>
      )}
      {emailMissed && (
        <p className="mt-2 text-sm text-muted">
          Doses not marked within an hour of their time get a missed-dose email.
        </p>
      )}
    </Card>
  );
}
