import { Field, Input } from "@/components/ui/field";
import { FIBER_TARGET, SATURATED_FAT_TARGET, SODIUM_TARGET, SUGAR_TARGET, type Range } from "@/lib/identity/schema";
import type { NutrientTargetKey } from "@/lib/food/nutrients";

const FIELDS: { key: NutrientTargetKey; label: string; range: Range; hint: string }[] = [
  { key: "fiber_target_g", label: "Fibre goal (g)", range: FIBER_TARGET, hint: "Suggested: 30 g" },
  { key: "sugar_target_g", label: "Sugars limit (g)", range: SUGAR_TARGET, hint: "Suggested: 50 g" },
  {
    key: "saturated_fat_target_g",
    label: "Saturated fat limit (g)",
    range: SATURATED_FAT_TARGET,
    hint: "Suggested: 20 g",
  },
  { key: "sodium_target_mg", label: "Sodium limit (mg)", range: SODIUM_TARGET, hint: "2300 mg is 5.8 g of salt" },
];

/** Settings → Profile: the daily targets of fibre, sugars, saturated fat and sodium; an empty box is no target. */
export function NutrientTargetFields({
  values,
  errors,
  onChange,
}: {
  values: Record<NutrientTargetKey, string>;
  errors: Record<string, string | undefined>;
  onChange: (key: NutrientTargetKey, value: string) => void;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold text-ink">Daily nutrient targets</legend>
      <p className="mb-3 text-sm text-muted">
        The Food page&apos;s summary measures each day against them. Leave a box empty for no target.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <Field key={f.key} label={f.label} hint={f.hint} error={errors[f.key]}>
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                min={f.range.min}
                max={f.range.max}
                step={1}
                value={values[f.key]}
                onChange={(e) => onChange(f.key, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
