import { Field, Select } from "@/components/ui/field";
import { MEAL_LABELS, UNIT_LABELS } from "@/lib/food/format";
import { MEAL_TYPES, UNITS } from "@/lib/food/schema";

type ChoiceProps = { value: string; onChange: (value: string) => void; error?: string };

function ChoiceField({
  label,
  choices,
  labels,
  value,
  onChange,
  error,
}: ChoiceProps & { label: string; choices: readonly string[]; labels: Record<string, string> }) {
  return (
    <Field label={label} error={error}>
      {(p) => (
        <Select {...p} value={value} onChange={(e) => onChange(e.target.value)}>
          {choices.map((c) => (
            <option key={c} value={c}>
              {labels[c]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The meal of an entry: breakfast, lunch, dinner or snack. */
export function MealField(props: ChoiceProps) {
  return <ChoiceField label="Meal" choices={MEAL_TYPES} labels={MEAL_LABELS} {...props} />;
}

/** The unit its quantity counts. */
export function UnitField(props: ChoiceProps) {
  return <ChoiceField label="Unit" choices={UNITS} labels={UNIT_LABELS} {...props} />;
}
