import { Card, CardTitle } from "@/components/ui/card";
import type { ScheduledDose } from "@/lib/medications/adherence";
import { localTimeIn, zonedInstant } from "@/lib/time/zones";

/** The local time the reminder of `dose` goes out: `leadMinutes` ahead of the dose. */
function reminderTime(dose: ScheduledDose, leadMinutes: number, timeZone: string): string {
  const at = zonedInstant(dose.date, dose.time, timeZone).getTime() - leadMinutes * 60_000;
  return localTimeIn(timeZone, new Date(at));
}

/** The reminders still to come today, from the schedule and the user's settings. */
export function UpcomingReminders({
  schedule,
  timeZone,
  leadMinutes,
  push,
  emailMissed,
  pushMissed,
}: {
  schedule: ScheduledDose[];
  timeZone: string;
  leadMinutes: number;
  push: boolean;
  emailMissed: boolean;
  pushMissed: boolean;
}) {
  const upcoming = schedule.filter((d) => d.state === "upcoming");
  const remindAt = (d: ScheduledDose) => reminderTime(d, leadMinutes, timeZone);
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
              <span className="font-medium tabular-nums">{remindAt(d)}</span>
              {`: reminder for ${d.name} (${d.dosage}) at ${d.time}`}
            </li>
          ))}
        </ul>
      )}
      {(emailMissed || pushMissed) && (
        <p className="mt-2 text-sm text-muted">
          {`Doses not marked within an hour of their time get a missed-dose ${
            emailMissed && pushMissed ? "email and push notification" : emailMissed ? "email" : "push notification"
          }.`}
        </p>
      )}
    </Card>
  );
}
