import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress";
import type { DailyStats } from "@/lib/food/service";
import { grams, kcal } from "@/lib/food/format";
import type { NutrientTargets } from "@/lib/food/nutrients";
import { formatLongDate } from "@/lib/time/format";
import { NutrientProgress } from "./nutrient-progress";

/**
 * The day's Nutrition Summary: calories, protein, carbs, fat, the share of the daily goal, the
 * nutrients beyond the four against their targets, and the net calories (eaten minus what the
 * day's exercise burned).
 */
export function NutritionSummary({
  stats,
  goal,
  today,
  targets,
}: {
  stats: DailyStats;
  goal: number;
  today: string;
  targets: NutrientTargets;
}) {
  const isToday = stats.date === today;
  const percent = goal > 0 ? Math.round((stats.calories_consumed / goal) * 100) : 0;
  const figures = [
    { label: "Calories", value: kcal(stats.calories_consumed) },
    { label: "Protein", value: grams(stats.protein) },
    { label: "Carbs", value: grams(stats.carbs) },
    { label: "Fat", value: grams(stats.fat) },
  ];
  return (
    <Card aria-labelledby="food-summary">
      <CardTitle>
        <span id="food-summary">
          {isToday ? "Today's Nutrition Summary" : `Nutrition Summary, ${formatLongDate(stats.date)}`}
        </span>
      </CardTitle>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">{f.label}</dt>
            <dd className="text-lg font-semibold text-ink">{f.value}</dd>
          </div>
        ))}
      </dl>
      <ProgressBar
        className="mt-4"
        value={stats.calories_consumed}
        max={goal}
        label={`Calories consumed ${isToday ? "today" : "that day"} against the daily goal`}
      />
      <p className="mt-2 text-sm text-muted">
        {percent}% of your daily goal ({kcal(goal)})
      </p>
      <NutrientProgress stats={stats} targets={targets} />
      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm">
        <div>
          <dt className="text-muted">Eaten</dt>
          <dd className="font-semibold text-ink">{kcal(stats.calories_consumed)}</dd>
        </div>
        <div>
          <dt className="text-muted">Burned in exercise</dt>
          <dd className="font-semibold text-ink">{kcal(stats.calories_burned)}</dd>
        </div>
        <div>
          <dt className="text-muted">Net calories</dt>
          <dd className="text-lg font-semibold text-ink">{kcal(stats.net_calories)}</dd>
        </div>
      </dl>
    </Card>
  );
}
