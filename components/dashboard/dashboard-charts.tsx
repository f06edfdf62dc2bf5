import type { ReactNode } from "react";
import { Chart, type ChartPoint } from "@/components/ui/chart";
import { round } from "@/lib/units";
import { TitledCard } from "@/components/ui/card";

/**
 * Keeps a chart's visually hidden table inside its card: a table ignores the 1px width of
 * `sr-only`, and absolutely positioned it would widen the page at 375 px.
 */
function Contained({ children }: { children: ReactNode }) {
  return <div className="relative overflow-hidden">{children}</div>;
}

/** Calories of the last 7 days against the goal, and the smoothed weight trend where there is data. */
export function DashboardCharts({
  calories,
  goal,
  weight,
  locale,
}: {
  calories: { points: ChartPoint[]; logged: number };
  goal: number;
  weight: { points: ChartPoint[]; unit: string };
  locale: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TitledCard id="dash-calories-week" title="Calories, last 7 days">
        {calories.logged > 0 ? (
          <>
            <Contained>
              <Chart
                locale={locale}
                title={`Calories per day, last 7 days, goal ${goal} kcal`}
                points={calories.points}
                unit="kcal"
                goal={goal}
              />
            </Contained>
            <p className="mt-2 text-xs text-muted">
              Bars: calories logged each day. Dashed line: your daily goal of {goal} kcal.
            </p>
          </>
        ) : (
          <p className="text-sm text-muted">No meals logged in the last 7 days.</p>
        )}
      </TitledCard>
      {weight.points.length > 0 && (
        <TitledCard id="dash-weight-trend" title="Weight trend">
          <Contained>
            <Chart
              locale={locale}
              title={`Weight trend in ${weight.unit}, 7-day average`}
              points={weight.points}
              unit={weight.unit}
              kind="line"
              baseline="data"
              format={(v) => String(round(v))}
            />
          </Contained>
          <p className="mt-2 text-xs text-muted">
            Each point is the average of your weight readings over the 7 days ending that day (last 90 days).
          </p>
        </TitledCard>
      )}
    </div>
  );
}
