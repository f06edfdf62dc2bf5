"use client";

import type { ChangeEvent } from "react";
import { Field, Input } from "@/components/ui/field";
import { HEIGHT_CM, WEIGHT_KG } from "@/lib/account/fields";
import {
  HEIGHT_FT,
  HEIGHT_IN,
  WEIGHT_LBS,
  type ProfileErrors,
  type Shown,
  type ShownKey,
  type Units,
} from "./profile-values";

const UNIT_CHOICES: { value: Units; label: string }[] = [
  { value: "metric", label: "Metric" },
  { value: "imperial", label: "Imperial" },
];

/** The Metric/Imperial switch with height and weights shown in the chosen units. */
export function BodyFields({
  units,
  shown,
  errors,
  onUnits,
  onChange,
}: {
  units: Units;
  shown: Shown;
  errors: ProfileErrors;
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
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 block text-sm font-medium text-ink">Units</legend>
        <div className="flex max-w-xs gap-1 rounded-xl bg-slate-100 p-1">
          {UNIT_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="relative flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg text-sm font-medium text-muted has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="units"
                value={choice.value}
                checked={units === choice.value}
                onChange={() => onUnits(choice.value)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>

      {imperial ? (
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="sr-only">Height</legend>
          <Field label="Height (ft)" error={errors.feet}>
            {(p) => <Input {...p} {...number("feet", HEIGHT_FT.min, HEIGHT_FT.max, "1")} inputMode="numeric" />}
          </Field>
          <Field label="Height (in)" error={errors.inches}>
            {(p) => <Input {...p} {...number("inches", HEIGHT_IN.min, HEIGHT_IN.max, "1")} inputMode="numeric" />}
          </Field>
        </fieldset>
      ) : (
        <Field label="Height (cm)" error={errors.height_cm}>
          {(p) => <Input {...p} {...number("height_cm", HEIGHT_CM.min, HEIGHT_CM.max, "0.1")} />}
        </Field>
      )}
      <Field label={`Current weight (${weight.unit})`} error={errors.current}>
        {(p) => <Input {...p} {...number("current", weight.min, weight.max, "0.1")} />}
      </Field>
      <Field label={`Goal weight (${weight.unit})`} error={errors.goal}>
        {(p) => <Input {...p} {...number("goal", weight.min, weight.max, "0.1")} />}
      </Field>
    </>
  );
}
