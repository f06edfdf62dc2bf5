import { Chart } from "@/components/ui/chart";
import { TitledCard } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import type { ExerciseWeeks, FoodWeeks, JournalDays } from "@/lib/shares/dashboard-diary";
import { formatShortDate } from "@/lib/time/format";

const fmt = (v: number) => String(Math.round(v * 10) / 10);

/** The journal's mood and sleep quality (1-10) by day; never an entry's text. */
export function JournalSection({ data, locale }: { data: JournalDays; locale: string }) {
  return (
    <TitledCard id="share-journal" title="Mood and sleep">
      {data.entries === 0 ? (
        <p className="text-sm text-muted">No journal entries in the last {data.days} days.</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">
            {data.entries} journal entr{data.entries === 1 ? "y" : "ies"} in the last {data.days} days (scales 1-10):
            mood {data.mood ?? "not rated"}, sleep quality {data.sleep ?? "not rated"} on average.
          </p>
          <Chart
            locale={locale}
            title="Mood and sleep quality (1-10)"
            format={fmt}
            series={[
              { name: "Mood", points: data.points.map((p) => ({ label: p.date, date: p.date, value: p.mood })) },
              {
                name: "Sleep quality",
                points: data.points.map((p) => ({ label: p.date, date: p.date, value: p.sleep })),
              },
            ]}
          />
        </>
      )}
    </TitledCard>
  );
}

const weekOf = (monday: string) => `Week of ${formatShortDate(monday)}`;

export function ExerciseSection({ data }: { data: ExerciseWeeks }) {
  return (
    <TitledCard id="share-exercise" title="Exercise">
      <DataTable
        caption="Exercise in the last four weeks"
        head={["Week", "Workouts", "Minutes", "kcal burned"]}
        rows={[...data]
          .reverse()
          .map((w) => [weekOf(w.week), String(w.sessions), String(w.minutes), String(w.calories)])}
      />
    </TitledCard>
  );
}

export function FoodSection({ data }: { data: FoodWeeks }) {
  return (
    <TitledCard id="share-food" title="Food">
      <DataTable
        caption="Food logged in the last four weeks"
        head={["Week", "Days logged", "Average kcal a logged day"]}
        rows={[...data]
          .reverse()
          .map((w) => [
            weekOf(w.week),
            String(w.days_logged),
            w.average_calories === null ? "—" : String(w.average_calories),
          ])}
      />
    </TitledCard>
  );
}
