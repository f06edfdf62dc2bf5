import { Card, CardTitle } from "@/components/ui/card";
import { Chart } from "@/components/ui/chart";
import { METRICS, MIN_ENTRIES, type Average, type Metric, type MoodInsights as Insights } from "@/lib/journal/insights";

const LABEL: Record<Metric, string> = { mood: "Mood", energy: "Energy", stress: "Stress", sleep: "Sleep" };

function change(a: Average, period: string): string {
  if (a.change === null) return `no entries the ${period} before`;
  if (a.change === 0) return `same as the ${period} before`;
  return `${a.change > 0 ? "+" : "−"}${Math.abs(a.change)} vs the ${period} before`;
}

function AverageTable({
  title,
  period,
  entries,
  values,
}: {
  title: string;
  period: string;
  entries: number;
  values: Record<Metric, Average>;
}) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-ink">
        {title}{" "}
        <span className="font-normal text-muted">
          ({entries} {entries === 1 ? "entry" : "entries"})
        </span>
      </h3>
      <dl className="grid grid-cols-2 gap-2">
        {METRICS.map((m) => (
          <div key={m} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-muted">{LABEL[m]}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">
              {values[m].value === null ? "—" : values[m].value}
            </dd>
            <dd className="text-xs text-muted">
              {values[m].value === null
                ? entries === 0
                  ? "no entries"
                  : "not set on any entry"
                : values[m].count < entries
                  ? `${values[m].count} of ${entries} set · ${change(values[m], period)}`
                  : change(values[m], period)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Mood Insights, computed from the entries; an honest empty state until there are enough. */
export function MoodInsights({ insights, locale }: { insights: Insights; locale: string }) {
  const averages = (
    <Card aria-labelledby="mood-insights">
      <CardTitle>
        <span id="mood-insights">Mood Insights</span>
      </CardTitle>
      {insights.enough ? (
        <div className="space-y-4">
          <AverageTable title="Last 7 days" period="week" entries={insights.entries7} values={insights.week} />
          <AverageTable title="Last 30 days" period="30 days" entries={insights.entries30} values={insights.month} />
        </div>
      ) : (
        <p className="text-sm text-muted">
          Insights appear once you have written {MIN_ENTRIES} entries within 30 days. You have {insights.entries30} so
          far.
        </p>
      )}
    </Card>
  );
  if (!insights.enough) return averages;
  return (
    <>
      {averages}
      <Card aria-labelledby="mood-chart">
        <CardTitle>
          <span id="mood-chart">Mood, last 30 days</span>
        </CardTitle>
        <Chart
          locale={locale}
          title="Mood per day, last 30 days (1 to 10)"
          points={insights.chart}
          kind="line"
          integer
        />
      </Card>
      <Card aria-labelledby="mood-patterns">
        <CardTitle>
          <span id="mood-patterns">Patterns</span>
        </CardTitle>
        <ul className="list-disc space-y-2 pl-5 text-sm text-ink">
          {insights.bestDay && insights.worstDay ? (
            <li>
              Your best day is {insights.bestDay.day} (mood {insights.bestDay.mood} over {insights.bestDay.count}{" "}
              entries); your hardest is {insights.worstDay.day} (mood {insights.worstDay.mood} over{" "}
              {insights.worstDay.count} entries).
            </li>
          ) : (
            <li className="text-muted">
              Best and worst weekdays show once two weekdays have at least two entries each with different moods.
            </li>
          )}
          {insights.observations.map((o) => (
            <li key={o.id}>{o.text}</li>
          ))}
          {insights.observations.length === 0 && (
            <li className="text-muted">
              Comparisons (exercise, sleep, stress) show once each side has at least 3 entries in the last 90 days.
            </li>
          )}
        </ul>
      </Card>
    </>
  );
}
