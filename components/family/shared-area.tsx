/** One area of a member's shared data, read on the server with the grant's owner and shown read-only. */
import type { Db } from "@/db/client";
import { listExercises } from "@/lib/exercise/service";
import type { DataOwner } from "@/lib/family/grants";
import { foodDayJson, type FoodEntryView } from "@/lib/food/entries";
import { formatMetricValue, inUserUnits, metricTypeLabel } from "@/lib/health/display";
import { listMetrics, listMigraines } from "@/lib/health/service";
import { listJournalEntries } from "@/lib/journal/service";
import { getMedicationOverview } from "@/lib/medications/overview";
import type { ShareArea } from "@/lib/identity/share-areas";
import { formatLongDate, formatShortDate } from "@/lib/time/format";
import { localDateIn } from "@/lib/time/zones";
import { DataTable } from "@/components/ui/data-table";

const RECENT = 20;
const when = (date: string, time: string | null) =>
  time ? `${formatShortDate(date)}, ${time.slice(0, 5)}` : formatShortDate(date);
const DOSE_STATE: Record<string, string> = {
  taken: "Taken",
  skipped: "Skipped",
  due: "Not marked yet",
  upcoming: "Upcoming",
};
const percent = (p: number | null) => (p === null ? "—" : `${Math.round(p)}%`);

/** `imperial`: the viewer's own units, in which values are shown. */
export async function SharedArea({
  db,
  owner,
  area,
  imperial,
}: {
  db: Db;
  owner: DataOwner;
  area: ShareArea;
  imperial: boolean;
}) {
  const userId = owner.id;
  switch (area) {
    case "medications": {
      const view = await getMedicationOverview(db, { userId, timeZone: owner.time_zone });
      return (
        <div className="space-y-4">
          <h3 className="text-base font-semibold text-ink">Today&apos;s doses ({formatLongDate(view.today)})</h3>
          <DataTable
            caption="Today's doses"
            head={["Time", "Medication", "Status"]}
            rows={view.schedule.map((d) => [d.time, `${d.name} ${d.dosage}`, DOSE_STATE[d.state] ?? d.state])}
            empty="No doses scheduled today."
          />
          <h3 className="text-base font-semibold text-ink">Medications</h3>
          <DataTable
            caption="Medications"
            head={["Name", "Dosage", "Status", "Taken, last 7 days", "Last 30 days"]}
            rows={view.medications.map((m) => {
              const a = view.adherence.find((x) => x.medication_id === m.medication_id);
              return [
                m.name,
                m.dosage,
                m.status,
                a ? percent(a.week.percent) : "—",
                a ? percent(a.month.percent) : "—",
              ];
            })}
            empty="No medications."
          />
        </div>
      );
    }
    case "vitals": {
      const metrics = await listMetrics(db, { userId, limit: RECENT });
      return (
        <DataTable
          caption="Recent vitals"
          head={["When", "Measurement", "Value"]}
          rows={metrics.map((m) => {
            const shown = inUserUnits(m.value, m.unit, imperial);
            return [when(m.date, m.time), metricTypeLabel(m.metric_type), formatMetricValue(shown.value, shown.unit)];
          })}
          empty="No readings yet."
        />
      );
    }
    case "migraines": {
      const episodes = await listMigraines(db, { userId, limit: RECENT });
      return (
        <DataTable
          caption="Migraine episodes"
          head={["When", "Severity", "Hours", "Triggers"]}
          rows={episodes.map((e) => [
            when(e.date, e.time),
            `${e.severity}/10`,
            e.duration_hours ?? "—",
            e.triggers.join(", ") || "—",
          ])}
          empty="No migraine episodes."
        />
      );
    }
    case "exercise": {
      const sessions = (await listExercises(db, { userId })).slice(0, RECENT);
      return (
        <DataTable
          caption="Exercise"
          head={["When", "Exercise", "Minutes", "Calories"]}
          rows={sessions.map((e) => [
            when(e.date, e.time),
            e.exercise_name,
            e.duration_minutes,
            e.calories_burned ?? "—",
          ])}
          empty="No exercise logged."
        />
      );
    }
    case "food": {
      const today = localDateIn(owner.time_zone);
      const entries = JSON.parse(await foodDayJson(db, { userId, date: today })) as FoodEntryView[];
      return (
        <DataTable
          caption={`Food on ${formatLongDate(today)}`}
          head={["Meal", "Food", "Calories"]}
          rows={entries.map((e) => [e.meal_type, e.food_name, Math.round(e.calories)])}
          empty={`Nothing logged today (${formatLongDate(today)}).`}
        />
      );
    }
    case "journal": {
      const entries = await listJournalEntries(db, { userId, limit: 10 });
      return (
        <DataTable
          caption="Journal"
          head={["Date", "Title", "Mood", "Entry"]}
          rows={entries.map((e) => [formatShortDate(e.date), e.title, e.mood ?? "—", e.content])}
          empty="No journal entries."
        />
      );
    }
  }
}
