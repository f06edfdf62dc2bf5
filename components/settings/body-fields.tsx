"use client";

import type { ChangeEvent } from "react";
import { Field, Input } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { HEIGHT_CM, INCHES, PROFILE_FEET, WEIGHT_KG, WEIGHT_LBS } from "@/lib/identity/schema";
import type { FieldErrors } from "@/lib/validation/issues";
import type { Shown, ShownKey, Units } from "./profile-values";

const UNIT_CHOICES: { value: Units; label: string }[] = [
  { value: "metric", label: "Metric" },
  { value: "imperial", label: "Imperial" },
];

/**
 * The Metric/Imperial switch with height and weights shown in the chosen units. A weight shows
 * the form's message in pounds, else the API's in kilograms.
 */
export function BodyFields({
  units,
  shown,
  errors,
  onUnits,
  onChange,
}: {
  units: Units;
  shown: Shown;
  errors: FieldErrors;
  onUnits: (units: Units) => void;
  onChange: (key: ShownKey, value: string) => void;
}) {
  const imperial = units === "imperial";
  const weight = imperial ? { ...WEIGHT_LBS, unit: "lbs" } : { ...WEIGHT_KG, unit: "kg" };
  const number = (key: ShownKey, min: number, max: number, step: string) => ({
    type: "number" as const,
    inputMode: "decimal" as const,
    min,
    max,
    step,
    required: true,
    value: shown[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(key, e.target.value),
  });

  return (
    <>
      <Segmented
        legend="Units"
        options={UNIT_CHOICES}
        value={units}
        onChange={onUnits}
        className="max-w-xs sm:col-span-2"
      />

      {imperial ? (
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="sr-only">Height</legend>
          <Field label="Height (ft)" error={errors.feet}>
            {(p) => <Input {...p} {...number("feet", PROFILE_FEET.min, PROFILE_FEET.max, "1")} inputMode="numeric" />}
          </Field>
          <Field label="Height (in)" error={errors.inches}>
            {(p) => <Input {...p} {...number("inches", INCHES.min, INCHES.max, "1")} inputMode="numeric" />}
          </Field>
        </fieldset>
      ) : (
        <Field label="Height (cm)" error={errors.height_cm}>
          {(p) => <Input {...p} {...number("height_cm", HEIGHT_CM.min, HEIGHT_CM.max, "0.1")} />}
        </Field>
      )}
      <Field label={`Current weight (${weight.unit})`} error={errors.current_weight_lbs ?? errors.current_weight_kg}>
        {(p) => <Input {...p} {...number("current", weight.min, weight.max, "0.1")} />}
      </Field>
      <Field label={`Goal weight (${weight.unit})`} error={errors.goal_weight_lbs ?? errors.goal_weight_kg}>
        {(p) => <Input {...p} {...number("goal", weight.min, weight.max, "0.1")} />}
      </Field>
    </>
  );
}
