import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress";
import type { DailyStats } from "@/lib/food/service";
import { grams, kcal } from "@/lib/food/format";

/** Today's Nutrition Summary: calories, protein, carbs, fat, and the share of the daily goal. */
export function NutritionSummary({ stats, goal }: { stats: DailyStats; goal: number }) {
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
        <span id="food-summary">Today&apos;s Nutrition Summary</span>
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
        label="Calories consumed today against the daily goal"
      />
      <p className="mt-2 text-sm text-muted">
        {percent}% of your daily goal ({kcal(goal)})
      </p>
    </Card>
  );
}
