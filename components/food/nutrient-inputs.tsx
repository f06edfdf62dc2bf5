import { Field, Input } from "@/components/ui/field";
import { EXTRA_NUTRIENTS, NUTRIENT_INFO, type ExtraNutrient } from "@/lib/food/nutrients";

export type NutrientInputProps = {
  values: Record<ExtraNutrient, string>;
  errors: Record<string, string | undefined>;
  onChange: (key: ExtraNutrient, value: string) => void;
};

/** A box for each nutrient beyond the four, labelled with its unit. */
export function NutrientInputs({ values, errors, onChange }: NutrientInputProps) {
  return (
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
  );
}
