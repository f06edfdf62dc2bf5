import Link from "next/link";
import { Card, CardTitle } from "@/components/ui/card";
import { Chart } from "@/components/ui/chart";
import { ProgressBar } from "@/components/ui/progress";
import type { ExerciseProgress } from "@/lib/exercise/service";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-xs font-medium text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** Progress tab: this week against the weekly goal, the streak, and the last 8 weeks. */
export function ProgressPanel({
  progress,
  settingsHref,
  locale,
}: {
  progress: ExerciseProgress;
  settingsHref: string;
  locale: string;
}) {
  const { thisWeek, goal, streakDays, weeks } = progress;
  const streak = `${progress.streakCapped ? `${streakDays}+` : streakDays} day${streakDays === 1 ? "" : "s"}`;
  return (
    <div className="space-y-4">
      <Card aria-labelledby="this-week">
        <CardTitle>
          <span id="this-week">This week</span>
        </CardTitle>
        <p className="mb-2 text-sm text-ink">
          <span className="text-2xl font-bold">{thisWeek.workouts}</span> of {goal} workouts
          {thisWeek.workouts >= goal ? " · goal reached!" : ` · ${goal - thisWeek.workouts} to go`}
        </p>
        <ProgressBar value={thisWeek.workouts} max={goal} label="Workouts this week against the weekly goal" />
        <dl className="mt-4 grid grid-cols-3 gap-2">
          <Stat label="Minutes" value={String(thisWeek.minutes)} />
          <Stat label="Calories" value={String(thisWeek.calories)} />
          <Stat label="Streak" value={streak} />
        </dl>
        <p className="mt-3 text-sm text-muted">
          Weeks start on Monday. The streak counts days in a row with at least one workout.{" "}
          <Link href={settingsHref} className="font-medium text-brand-700 underline underline-offset-2">
            Change your weekly workout goal
          </Link>
        </p>
      </Card>
      <Card aria-labelledby="last-weeks">
        <CardTitle>
          <span id="last-weeks">Last 8 weeks</span>
        </CardTitle>
        {!progress.hasAny ? (
          <p className="text-sm text-muted">
            No workouts in the last 8 weeks yet. Log one and your weekly minutes and calories appear here.
          </p>
        ) : (
          <div className="space-y-5">
            <section>
              <h3 className="mb-1 text-sm font-medium text-ink">
                Workouts per week (dashed line: your goal of {goal})
              </h3>
              <Chart
                locale={locale}
                title="Workouts per week, last 8 weeks"
                points={weeks.map((w) => ({ label: w.label, date: w.start, value: w.workouts }))}
                unit="workouts"
                goal={goal}
                integer
              />
            </section>
            <section>
              <h3 className="mb-1 text-sm font-medium text-ink">Minutes per week</h3>
              <Chart
                locale={locale}
                title="Exercise minutes per week, last 8 weeks"
                points={weeks.map((w) => ({ label: w.label, date: w.start, value: w.minutes }))}
                unit="min"
              />
            </section>
            <section>
              <h3 className="mb-1 text-sm font-medium text-ink">Calories burned per week</h3>
              <Chart
                locale={locale}
                title="Calories burned per week, last 8 weeks"
                points={weeks.map((w) => ({ label: w.label, date: w.start, value: w.calories }))}
                unit="kcal"
                kind="line"
              />
            </section>
          </div>
        )}
      </Card>
    </div>
  );
}
