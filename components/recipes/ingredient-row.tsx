"use client";

import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { kcal } from "@/lib/food/format";
import { macroLine } from "@/lib/recipes/display";
import type { FieldErrors } from "@/lib/validation/issues";
import { rowField, type IngredientRow } from "./recipe-values";

type Editable = "food_name" | "calories" | "protein" | "carbs" | "fat" | "amount";

const number = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;

/**
 * One ingredient: a picked food shows its name, serving and figures, and takes an amount; a
 * typed one takes its name and one serving's figures too. Messages stand beside their fields.
 */
export function IngredientRowFields({
  row,
  index,
  errors,
  onChange,
  onRemove,
}: {
  row: IngredientRow;
  index: number;
  errors: FieldErrors;
  onChange: (field: Editable, value: string) => void;
  onRemove: () => void;
}) {
  const error = (field: string) => errors[rowField(index, field)];
  const input = (field: Editable, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} error={error(field)}>
      {(p) => <Input {...p} {...props} value={row[field]} onChange={(e) => onChange(field, e.target.value)} />}
    </Field>
  );
  const name = row.food_name || `Ingredient ${index + 1}`;
  const serving = row.serving_size ?? "serving";

  return (
    <li className="space-y-3 p-3" aria-label={name}>
      <div className="flex items-start justify-between gap-3">
        {row.ref ? (
          <div className="min-w-0">
            <p className="break-words font-medium text-ink">{row.food_name}</p>
            <p className="text-sm text-muted" aria-live="polite">
              {row.known
                ? `${kcal(row.known.calories)} per ${serving} · ${macroLine(row.known)}`
                : "Reading its figures..."}
            </p>
          </div>
        ) : (
          <p className="text-sm font-medium text-muted">Typed food</p>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="shrink-0 text-red-700 hover:bg-red-50"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
      {!row.ref && (
        <>
          {input("food_name", "Name", { autoComplete: "off" })}
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {input("calories", "Calories (kcal)", number)}
            {input("protein", "Protein (g)", number)}
            {input("carbs", "Carbs (g)", number)}
            {input("fat", "Fat (g)", number)}
          </div>
        </>
      )}
      <div className="max-w-56">{input("amount", `Amount (× ${serving})`, number)}</div>
    </li>
  );
}
