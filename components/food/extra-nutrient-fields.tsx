import { Field, Input } from "@/components/ui/field";
import { EXTRA_NUTRIENTS, NUTRIENT_INFO, type ExtraNutrient } from "@/lib/food/nutrients";

export type ExtraNutrientValues = Record<ExtraNutrient, string>;
export const NO_EXTRA_NUTRIENTS: ExtraNutrientValues = { fiber: "", sugar: "", saturated_fat: "", sodium_mg: "" };

/** A figure as a field shows it: empty when unknown. */
export const figureText = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/**
 * Fibre, sugars, saturated fat and sodium of a food form, all optional (an empty box is
 * unknown, not 0), folded away until opened unless one holds a value or an error.
 */
export function ExtraNutrientFields({
  values,
  errors,
  onChange,
}: {
  values: ExtraNutrientValues;
  errors: Record<string, string | undefined>;
  onChange: (key: ExtraNutrient, value: string) => void;
}) {
  const open = EXTRA_NUTRIENTS.some((n) => values[n] !== "" || errors[n]);
  return (
    <details open={open || undefined} className="rounded-xl border border-slate-200 px-3 py-2">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-ink">
        More nutrients (optional)
      </summary>
      <div className="grid grid-cols-2 gap-3 pb-2 pt-1">
        {EXTRA_NUTRIENTS.map((n) => (
          <Field key={n} label={`${NUTRIENT_INFO[n].label} (${NUTRIENT_INFO[n].unit})`} error={errors[n]}>
            {(p) => (
              <Input
                {...p}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={values[n]}
                onChange={(e) => onChange(n, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
    </details>
  );
}
