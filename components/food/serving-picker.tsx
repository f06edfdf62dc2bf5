import { Field, Input, SelectField } from "@/components/ui/field";
import type { ServingChoice } from "@/lib/food/servings";

/**
 * The servings of a picked food (each household serving, 100 g, a free amount) and how many:
 * a count of the serving, or the amount in grams, ml, oz or fl oz.
 */
export function ServingPicker({
  choices,
  index,
  amount,
  error,
  onChoice,
  onAmount,
}: {
  choices: ServingChoice[];
  index: number;
  amount: string;
  error?: string;
  onChoice: (index: number) => void;
  onAmount: (raw: string) => void;
}) {
  const choice = choices[index]!;
  const indices = choices.map((_, i) => i);
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-3">
      <SelectField
        label="Serving"
        value={index}
        choices={indices}
        optionLabel={(i) => choices[i]!.label}
        onChange={onChoice}
      />
      <Field label={choice.kind === "amount" ? `Amount (${choice.amountUnit})` : "Servings"} error={error}>
        {(p) => (
          <Input
            {...p}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => onAmount(e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
