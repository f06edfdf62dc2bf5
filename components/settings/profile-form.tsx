"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { ACTIVITY_HINTS, ACTIVITY_LABELS, GENDER_LABELS } from "@/lib/account/display";
import {
  ACTIVITY_LEVELS,
  AGE,
  CALORIE_GOAL,
  GENDERS,
  profileSchema,
  WORKOUT_GOAL,
  type ActivityLevel,
} from "@/lib/account/schema";
import { BodyFields } from "./body-fields";
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
};

/** Settings → Profile: PUT /api/profile with the values converted to metric, then refresh. */
export function ProfileForm({ user, timeZones }: { user: ProfileUser; timeZones: string[] }) {
  const [units, setUnits] = useState<Units>(user.use_imperial ? "imperial" : "metric");
  const [measures, setMeasures] = useState<Measures>({
    height_cm: user.height_cm,
    current_weight_kg: user.current_weight_kg,
    goal_weight_kg: user.goal_weight_kg,
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
  });
  const save = useApiAction({
    schema: profileSchema,
    request: (body: ProfilePayload) => ({ path: "/api/profile", method: "PUT", body }),
    success: "Profile updated successfully!",
    failure: { fallback: "Failed to update profile", prefix: "Error" },
  });
  const form = useCheckedForm(() => checkProfile(values, shown, measures, units), save.run);
  const errors = form.errors;
  const set = (key: keyof ProfileValues) => (e: { target: { value: string } }) =>
    setValues((f) => ({ ...f, [key]: e.target.value }));

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
      <Field label="Gender" error={errors.gender}>
        {(p) => (
          <Select {...p} value={values.gender} onChange={set("gender")}>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {GENDER_LABELS[g]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <BodyFields units={units} shown={shown} errors={errors} onUnits={changeUnits} onChange={changeShown} />
      <Field
        label="Activity level"
        hint={ACTIVITY_HINTS[values.activity_level as ActivityLevel]}
        error={errors.activity_level}
      >
        {(p) => (
          <Select {...p} value={values.activity_level} onChange={set("activity_level")}>
            {ACTIVITY_LEVELS.map((a) => (
              <option key={a} value={a}>
                {ACTIVITY_LABELS[a]}
              </option>
            ))}
          </Select>
        )}
      </Field>
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
      <Field label="Time zone" error={errors.time_zone}>
        {(p) => (
          <Select {...p} value={values.time_zone} onChange={set("time_zone")}>
            {timeZones.map((tz) => (
              <option key={tz} value={tz}>
                {tz.replaceAll("_", " ")}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.pending} className="w-full sm:w-auto">
          {save.pending ? "Saving..." : "Save profile"}
        </Button>
      </div>
    </form>
  );
}
