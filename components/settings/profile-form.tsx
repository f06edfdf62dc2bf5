"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, SelectField } from "@/components/ui/field";
import { detailOf, useApiAction } from "@/components/ui/use-api-action";
import { ACTIVITY_HINTS, ACTIVITY_LABELS, GENDER_LABELS } from "@/lib/identity/account/display";
import {
  ACTIVITY_LEVELS,
  AGE,
  CALORIE_GOAL,
  GENDERS,
  PASSWORD_FOR_EMAIL_CHANGE,
  profileSchema,
  WORKOUT_GOAL,
  type ActivityLevel,
  type Gender,
} from "@/lib/identity/schema";
import { BodyFields } from "./body-fields";
import { NutrientTargetFields } from "./nutrient-target-fields";
import {
  checkProfile,
  measuresAfterEdit,
  shownFrom,
  type Measures,
  type ProfilePayload,
  type ProfileValues,
  type ShownKey,
  type Units,
} from "./profile-values";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import type { Checked } from "@/lib/validation/issues";

export type ProfileUser = {
  name: string;
  email: string;
  age: number;
  gender: string;
  height_cm: number;
  current_weight_kg: number;
  goal_weight_kg: number;
  activity_level: string;
  use_imperial: boolean;
  daily_calories_goal: number;
  calorie_goal_custom: boolean;
  time_zone: string;
  weekly_workout_goal: number;
  water_target_ml: number;
  fiber_target_g: number | null;
  sugar_target_g: number | null;
  saturated_fat_target_g: number | null;
  sodium_target_mg: number | null;
};

const targetText = (n: number | null) => (n === null ? "" : String(n));

type ProfileBody = ProfilePayload & { current_password?: string };

/**
 * A new email needs the current password (the API refuses it otherwise): the form asks for
 * it only then, and sends it only then.
 */
function withCurrentPassword(checked: Checked<ProfilePayload>, emailChanged: boolean, password: string) {
  if (!emailChanged) return checked;
  if (!password) return { errors: { ...checked.errors, current_password: PASSWORD_FOR_EMAIL_CHANGE }, payload: null };
  return { ...checked, payload: checked.payload && { ...checked.payload, current_password: password } };
}

/** Settings → Profile: PUT /api/profile with the values converted to metric, then refresh. */
export function ProfileForm({ user, timeZones }: { user: ProfileUser; timeZones: string[] }) {
  const [units, setUnits] = useState<Units>(user.use_imperial ? "imperial" : "metric");
  const [measures, setMeasures] = useState<Measures>({
    height_cm: user.height_cm,
    current_weight_kg: user.current_weight_kg,
    goal_weight_kg: user.goal_weight_kg,
    water_target_ml: user.water_target_ml,
  });
  const [shown, setShown] = useState(() => shownFrom(measures, units));
  const [values, setValues] = useState<ProfileValues>({
    name: user.name,
    email: user.email,
    age: String(user.age),
    gender: user.gender,
    activity_level: user.activity_level,
    calorie_goal: user.calorie_goal_custom ? String(user.daily_calories_goal) : "",
    time_zone: user.time_zone,
    weekly_workout_goal: String(user.weekly_workout_goal),
    fiber_target_g: targetText(user.fiber_target_g),
    sugar_target_g: targetText(user.sugar_target_g),
    saturated_fat_target_g: targetText(user.saturated_fat_target_g),
    sodium_target_mg: targetText(user.sodium_target_mg),
  });
  const [currentPassword, setCurrentPassword] = useState("");
  const emailChanged = values.email.trim().toLowerCase() !== user.email;
  const save = useApiAction({
    schema: profileSchema,
    request: (body: ProfileBody) => ({ path: "/api/profile", method: "PUT", body }),
    success: detailOf,
    failure: { fallback: "Failed to update profile", prefix: "Error" },
    onSuccess: () => setCurrentPassword(""),
  });
  const form = useCheckedForm(
    () => withCurrentPassword(checkProfile(values, shown, measures, units), emailChanged, currentPassword),
    save.run,
  );
  const errors = form.errors;
  const setValue = (key: keyof ProfileValues, value: string) => setValues((f) => ({ ...f, [key]: value }));
  const set = (key: keyof ProfileValues) => (e: { target: { value: string } }) => setValue(key, e.target.value);

  function changeUnits(next: Units) {
    setUnits(next);
    setShown(shownFrom(measures, next));
    form.clear(...Object.keys(errors));
  }

  function changeShown(key: ShownKey, value: string) {
    const nextShown = { ...shown, [key]: value };
    setShown(nextShown);
    setMeasures(measuresAfterEdit(measures, nextShown, units, key));
  }

  const goalHint = user.calorie_goal_custom
    ? `Your own goal: ${user.daily_calories_goal} kcal. Leave empty to have it calculated from your profile.`
    : `Calculated from your profile: ${user.daily_calories_goal} kcal. Enter a number to set your own.`;

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Full name" error={errors.name}>
        {(p) => <Input {...p} value={values.name} onChange={set("name")} required autoComplete="name" />}
      </Field>
      <Field label="Email" error={errors.email}>
        {(p) => (
          <Input {...p} type="email" value={values.email} onChange={set("email")} required autoComplete="email" />
        )}
      </Field>
      {emailChanged && (
        <Field
          label="Current password"
          hint="Needed to change your email. Your current address gets a message with a link that undoes the change."
          error={errors.current_password}
        >
          {(p) => (
            <Input
              {...p}
              type="password"
              value={currentPassword}
              onChange={(e) => {
                setCurrentPassword(e.target.value);
                form.clear("current_password");
              }}
              required
              autoComplete="current-password"
            />
          )}
        </Field>
      )}
      <Field label="Age" error={errors.age}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={AGE.min}
            max={AGE.max}
            step={1}
            value={values.age}
            onChange={set("age")}
            required
          />
        )}
      </Field>
      <SelectField
        label="Gender"
        error={errors.gender}
        value={values.gender as Gender}
        choices={GENDERS}
        optionLabel={(g) => GENDER_LABELS[g]}
        onChange={(g) => setValue("gender", g)}
      />
      <BodyFields units={units} shown={shown} errors={errors} onUnits={changeUnits} onChange={changeShown} />
      <SelectField
        label="Activity level"
        hint={ACTIVITY_HINTS[values.activity_level as ActivityLevel]}
        error={errors.activity_level}
        value={values.activity_level as ActivityLevel}
        choices={ACTIVITY_LEVELS}
        optionLabel={(a) => ACTIVITY_LABELS[a]}
        onChange={(a) => setValue("activity_level", a)}
      />
      <Field label="Daily calorie goal (kcal)" hint={goalHint} error={errors.daily_calories_goal}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={CALORIE_GOAL.min}
            max={CALORIE_GOAL.max}
            step={10}
            placeholder={String(user.daily_calories_goal)}
            value={values.calorie_goal}
            onChange={set("calorie_goal")}
          />
        )}
      </Field>
      <Field
        label="Weekly workout goal"
        hint="Workouts a week you aim for; Exercise → Progress measures each week against it."
        error={errors.weekly_workout_goal}
      >
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={WORKOUT_GOAL.min}
            max={WORKOUT_GOAL.max}
            step={1}
            value={values.weekly_workout_goal}
            onChange={set("weekly_workout_goal")}
            required
          />
        )}
      </Field>
      <Field
        label={`Daily water target (${units === "imperial" ? "fl oz" : "ml"})`}
        hint="The Water card on the Food page fills up against it."
        error={errors.water_target_fl_oz ?? errors.water_target_ml}
      >
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode={units === "imperial" ? "decimal" : "numeric"}
            step={units === "imperial" ? 0.1 : 50}
            value={shown.water}
            onChange={(e) => changeShown("water", e.target.value)}
            required
          />
        )}
      </Field>
      <NutrientTargetFields values={values} errors={errors} onChange={setValue} />
      <SelectField
        label="Time zone"
        error={errors.time_zone}
        value={values.time_zone}
        choices={timeZones}
        optionLabel={(tz) => tz.replaceAll("_", " ")}
        onChange={(tz) => setValue("time_zone", tz)}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.pending} className="w-full sm:w-auto">
          {save.pending ? "Saving..." : "Save profile"}
        </Button>
      </div>
    </form>
  );
}
