"use client";

import { useState, useSyncExternalStore, type ChangeEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, SelectField } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { ACTIVITY_LABELS, GENDER_LABELS } from "@/lib/identity/account/display";
import {
  ACTIVITY_LEVELS,
  BIRTH_DATE_MIN,
  GENDERS,
  HEIGHT_CM,
  INCHES,
  PASSWORD_MIN,
  REGISTER_FEET,
  WEIGHT_KG,
  WEIGHT_LBS,
} from "@/lib/identity/schema";
import { registerAction } from "@/app/(auth)/login/actions";
import { currentTimeZone, localDateIn } from "@/lib/time/zones";
import {
  INITIAL_VALUES,
  checkRegistration,
  convertUnits,
  displayAge,
  messageKeys,
  messageOf,
  type RegisterField,
  type RegisterValues,
} from "./registration";
import { useAuthSubmit } from "./use-auth-submit";

type Units = "metric" | "imperial";
const UNIT_OPTIONS = [
  { value: "metric" as const, label: "Metric" },
  { value: "imperial" as const, label: "Imperial" },
];
const MEASURES: RegisterField[] = ["height_cm", "feet", "inches", "current_weight", "goal_weight"];

const noSubscription = () => () => {};

/** Today in the browser's time zone; undefined during server rendering (it may differ). */
function useLocalToday(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => localDateIn(currentTimeZone()),
    () => undefined,
  );
}

export function RegisterForm() {
  const [values, setValues] = useState<RegisterValues>(INITIAL_VALUES);
  const [units, setUnits] = useState<Units>("metric");
  const { pending, error, run } = useAuthSubmit();
  const today = useLocalToday();
  const imperial = units === "imperial";
  const age = displayAge(values.birth_date, today);
  const form = useCheckedForm(
    () => checkRegistration(values, imperial, today ?? localDateIn(currentTimeZone()), currentTimeZone()),
    (payload) => run(() => registerAction(payload)),
  );
  const errors = (key: RegisterField) => messageOf(form.errors, key);

  function update<K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) {
    setValues((all) => ({ ...all, [key]: value }));
    if (key !== "gender" && key !== "activity_level") form.clear(...messageKeys(key as RegisterField));
  }
  const bind = (key: RegisterField) => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => update(key, e.target.value),
  });

  function changeUnits(next: Units) {
    if (next === units) return;
    setUnits(next);
    setValues((all) => convertUnits(all, next === "imperial"));
    form.clear(...MEASURES.flatMap(messageKeys));
  }

  const weightUnit = imperial ? "lbs" : "kg";
  const weightRange = imperial ? WEIGHT_LBS : WEIGHT_KG;
  const weightProps = {
    type: "number",
    inputMode: "decimal",
    step: "any",
    min: weightRange.min,
    max: weightRange.max,
  } as const;

  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <form noValidate onSubmit={form.onSubmit} className="space-y-4">
        <Field label="Full name" error={errors("name")}>
          {(p) => <Input {...p} name="name" autoComplete="name" required {...bind("name")} />}
        </Field>
        <Field label="Email" error={errors("email")}>
          {(p) => <Input {...p} type="email" name="email" autoComplete="email" required {...bind("email")} />}
        </Field>
        <Field label="Password" hint={`At least ${PASSWORD_MIN} characters`} error={errors("password")}>
          {(p) => (
            <Input
              {...p}
              type="password"
              name="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN}
              required
              {...bind("password")}
            />
          )}
        </Field>
        <Field label="Date of birth" hint={age === null ? undefined : `Age: ${age}`} error={errors("birth_date")}>
          {(p) => (
            <Input
              {...p}
              type="date"
              name="birth_date"
              autoComplete="bday"
              min={BIRTH_DATE_MIN}
              max={today}
              required
              {...bind("birth_date")}
            />
          )}
        </Field>
        <SelectField
          label="Gender"
          name="gender"
          value={values.gender}
          choices={GENDERS}
          optionLabel={(g) => GENDER_LABELS[g]}
          onChange={(g) => update("gender", g)}
        />
        <Segmented legend="Units" options={UNIT_OPTIONS} value={units} onChange={changeUnits} />
        {imperial ? (
          <fieldset className="min-w-0">
            <legend className="mb-2 block text-sm font-medium text-ink">Height</legend>
            <div className="grid grid-cols-2 gap-3">
              <Field label={<span className="font-normal text-muted">Feet</span>} error={errors("feet")}>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    inputMode="numeric"
                    name="height_feet"
                    min={REGISTER_FEET.min}
                    max={REGISTER_FEET.max}
                    step={1}
                    required
                    {...bind("feet")}
                  />
                )}
              </Field>
              <Field label={<span className="font-normal text-muted">Inches</span>} error={errors("inches")}>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    inputMode="numeric"
                    name="height_inches"
                    min={INCHES.min}
                    max={INCHES.max}
                    step={1}
                    required
                    {...bind("inches")}
                  />
                )}
              </Field>
            </div>
          </fieldset>
        ) : (
          <Field label="Height (cm)" error={errors("height_cm")}>
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="decimal"
                step="any"
                name="height_cm"
                min={HEIGHT_CM.min}
                max={HEIGHT_CM.max}
                required
                {...bind("height_cm")}
              />
            )}
          </Field>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Field label={`Current weight (${weightUnit})`} error={errors("current_weight")}>
            {(p) => <Input {...p} {...weightProps} name="current_weight" required {...bind("current_weight")} />}
          </Field>
          <Field label={`Goal weight (${weightUnit})`} error={errors("goal_weight")}>
            {(p) => <Input {...p} {...weightProps} name="goal_weight" required {...bind("goal_weight")} />}
          </Field>
        </div>
        <SelectField
          label="Activity level"
          name="activity_level"
          value={values.activity_level}
          choices={ACTIVITY_LEVELS}
          optionLabel={(a) => ACTIVITY_LABELS[a]}
          onChange={(a) => update("activity_level", a)}
        />
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? "Processing..." : "Register"}
        </Button>
      </form>
    </div>
  );
}
