import { cx } from "@/components/ui/cx";
import { formatNutrient, NUTRIENT_LABELS } from "@/lib/recipes/display";
import { NUTRIENTS, type Nutrition } from "@/lib/recipes/nutrition";

/** The eight figures of a food or recipe, unknown ones as "–". */
export function NutrientGrid({
  nutrition,
  label,
  className,
}: {
  nutrition: Nutrition;
  label: string;
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cx("grid grid-cols-2 gap-2 sm:grid-cols-4", className)}>
      {NUTRIENTS.map((key) => (
        <div key={key} className="rounded-lg bg-slate-50 px-3 py-1.5">
          <dt className="text-xs text-muted">{NUTRIENT_LABELS[key]}</dt>
          <dd className="font-semibold text-ink">{formatNutrient(key, nutrition[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
