import { SelectField } from "@/components/ui/field";
import { MEAL_LABELS, UNIT_LABELS } from "@/lib/food/format";
import { MEAL_TYPES, UNITS } from "@/lib/food/schema";

type ChoiceProps = { value: string; onChange: (value: string) => void; error?: string };

/** The meal of an entry: breakfast, lunch, dinner or snack. */
export function MealField(props: ChoiceProps) {
  return <SelectField label="Meal" choices={MEAL_TYPES} optionLabel={(m) => MEAL_LABELS[m]!} {...props} />;
}

/** The unit its quantity counts. */
export function UnitField(props: ChoiceProps) {
  return <SelectField label="Unit" choices={UNITS} optionLabel={(u) => UNIT_LABELS[u]!} {...props} />;
}
