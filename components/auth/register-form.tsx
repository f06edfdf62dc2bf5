"use client";

import { useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { ACTIVITY_LEVELS, GENDERS, HEIGHT_CM, WEIGHT_KG, type ActivityLevel, type Gender } from "@/lib/account/fields";
import { registerAction } from "@/lib/auth/actions";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import {
  ACTIVITY_LABELS,
  FEET,
  GENDER_LABELS,
  INCHES,
  INITIAL_VALUES,
  MIN_BIRTH_DATE,
  WEIGHT_LBS,
  convertUnits,
  displayAge,
  validateRegistration,
  type RegisterErrors,
  type RegisterValues,
} from "./registration";
import { useAuthSubmit } from "./use-auth-submit";
import { localDateIn } from "@/lib/time/zones";

type Units = "metric" | "imperial";
type TextKey = Exclude<keyof RegisterValues, "gender" | "activityLevel">;
const UNIT_OPTIONS = [
  { value: "metric" as const, label: "Metric" },
  { value: "imperial" as const, label: "Imperial" },
];

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const noSubscription = () => () => {};

/** Today in the browser's time zone; undefined during server rendering (it may differ). */
function useLocalToday(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => localDateIn(browserTimeZone()),
    () => undefined,
  );
}

export function RegisterForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>(INITIAL_VALUES);
  const [units, setUnits] = useState<Units>("metric");
  const [errors, setErrors] = useState<RegisterErrors>({});
  const { pending, error, run } = useAuthSubmit();
  const today = useLocalToday();
  const imperial = units === "imperial";
  const age = displayAge(values.birthDate, today);

  function update<K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) {
    setValues((all) => ({ ...all, [key]: value }));
    setErrors((all) => ({ ...all, [key]: undefined }));
  }
  const bind = (key: TextKey) => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => update(key, e.target.value),
  });

  function changeUnits(next: Units) {
    if (next === units) return;
    setUnits(next);
    setValues((all) => convertUnits(all, next === "imperial"));
    setErrors(({ heightCm: _h, feet: _f, inches: _i, currentWeight: _c, goalWeight: _g, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateRegistration(values, imperial, today ?? localDateIn(browserTimeZone()), browserTimeZone());
    setErrors(result.errors);
    const payload = result.payload;
    if (!payload) {
      focusFirstInvalid(formRef.current);
      return;
    }
    void run(() => registerAction(payload));
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
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Full name" error={errors.name}>
          {(p) => <Input {...p} name="name" autoComplete="name" required {...bind("name")} />}
        </Field>
        <Field label="Email" error={errors.email}>
          {(p) => <Input {...p} type="email" name="email" autoComplete="email" required {...bind("email")} />}
        </Field>
        <Field label="Password" hint="At least 6 characters" error={errors.password}>
          {(p) => (
            <Input
              {...p}
              type="password"
              name="password"
              autoComplete="new-password"
              minLength={6}
              required
              {...bind("password")}
            />
          )}
        </Field>
        <Field label="Date of birth" hint={age === null ? undefined : `Age: ${age}`} error={errors.birthDate}>
          {(p) => (
            <Input
              {...p}
              type="date"
              name="birth_date"
              autoComplete="bday"
              min={MIN_BIRTH_DATE}
              max={today}
              required
              {...bind("birthDate")}
            />
          )}
        </Field>
        <Field label="Gender">
          {(p) => (
            <Select
              {...p}
              name="gender"
              value={values.gender}
              onChange={(e) => update("gender", e.target.value as Gender)}
            >
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Segmented legend="Units" options={UNIT_OPTIONS} value={units} onChange={changeUnits} />
        {imperial ? (
          <fieldset className="min-w-0">
            <legend className="mb-2 block text-sm font-medium text-ink">Height</legend>
            <div className="grid grid-cols-2 gap-3">
              <Field label={<span className="font-normal text-muted">Feet</span>} error={errors.feet}>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    inputMode="numeric"
                    name="height_feet"
                    min={FEET.min}
                    max={FEET.max}
                    step={1}
                    required
                    {...bind("feet")}
                  />
                )}
              </Field>
              <Field label={<span className="font-normal text-muted">Inches</span>} error={errors.inches}>
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
          <Field label="Height (cm)" error={errors.heightCm}>
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
                {...bind("heightCm")}
              />
            )}
          </Field>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Field label={`Current weight (${weightUnit})`} error={errors.currentWeight}>
            {(p) => <Input {...p} {...weightProps} name="current_weight" required {...bind("currentWeight")} />}
          </Field>
          <Field label={`Goal weight (${weightUnit})`} error={errors.goalWeight}>
            {(p) => <Input {...p} {...weightProps} name="goal_weight" required {...bind("goalWeight")} />}
          </Field>
        </div>
        <Field label="Activity level">
          {(p) => (
            <Select
              {...p}
              name="activity_level"
              value={values.activityLevel}
              onChange={(e) => update("activityLevel", e.target.value as ActivityLevel)}
            >
              {ACTIVITY_LEVELS.map((a) => (
                <option key={a} value={a}>
                  {ACTIVITY_LABELS[a]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? "Processing..." : "Register"}
        </Button>
      </form>
    </div>
  );
}
