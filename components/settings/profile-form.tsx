"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { ACTIVITY_HINTS, ACTIVITY_LABELS, GENDER_LABELS } from "@/lib/account/labels";
import { ACTIVITY_LEVELS, AGE_MAX, AGE_MIN, GENDERS, type ActivityLevel } from "@/lib/account/fields";
import { api, errorText } from "@/lib/api/client";
import { BodyFields } from "./body-fields";
import {
  CALORIE_GOAL,
  WORKOUT_GOAL,
  measuresAfterEdit,
  shownFrom,
  validateProfile,
  type Measures,
  type ProfileErrors,
  type ShownKey,
  type Units,
} from "./profile-values";

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
  const router = useRouter();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [units, setUnits] = useState<Units>(user.use_imperial ? "imperial" : "metric");
  const [measures, setMeasures] = useState<Measures>({
    height_cm: user.height_cm,
    current_weight_kg: user.current_weight_kg,
    goal_weight_kg: user.goal_weight_kg,
  });
  const [shown, setShown] = useState(() => shownFrom(measures, units));
  const [fields, setFields] = useState({
    name: user.name,
    email: user.email,
    age: String(user.age),
    gender: user.gender,
    activity_level: user.activity_level,
    calorie_goal: user.calorie_goal_custom ? String(user.daily_calories_goal) : "",
    time_zone: user.time_zone,
    weekly_workout_goal: String(user.weekly_workout_goal),
  });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  function changeUnits(next: Units) {
    setUnits(next);
    setShown(shownFrom(measures, next));
    setErrors({});
  }

  function changeShown(key: ShownKey, value: string) {
    const nextShown = { ...shown, [key]: value };
    setShown(nextShown);
    setMeasures(measuresAfterEdit(measures, nextShown, units, key));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfile({ ...fields, shown, units });
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    try {
      await api("/api/profile", {
        method: "PUT",
        body: {
          name: fields.name.trim(),
          email: fields.email.trim(),
          age: Number(fields.age),
          gender: fields.gender,
          height_cm: measures.height_cm,
          current_weight_kg: measures.current_weight_kg,
          goal_weight_kg: measures.goal_weight_kg,
          activity_level: fields.activity_level,
          use_imperial: units === "imperial",
          daily_calories_goal: fields.calorie_goal.trim() === "" ? null : Number(fields.calorie_goal),
          time_zone: fields.time_zone,
          weekly_workout_goal: Number(fields.weekly_workout_goal),
        },
      });
      toast.show("Profile updated successfully!", "success");
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, { fallback: "Failed to update profile", prefix: "Error" }), "error");
    } finally {
      setSaving(false);
    }
  }

  const goalHint = user.calorie_goal_custom
    ? `Your own goal: ${user.daily_calories_goal} kcal. Leave empty to have it calculated from your profile.`
    : `Calculated from your profile: ${user.daily_calories_goal} kcal. Enter a number to set your own.`;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Full name" error={errors.name}>
        {(p) => <Input {...p} value={fields.name} onChange={set("name")} required autoComplete="name" />}
      </Field>
      <Field label="Email" error={errors.email}>
        {(p) => (
          <Input {...p} type="email" value={fields.email} onChange={set("email")} required autoComplete="email" />
        )}
      </Field>
      <Field label="Age" error={errors.age}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            value={fields.age}
            onChange={set("age")}
            required
          />
        )}
      </Field>
      <Field label="Gender">
        {(p) => (
          <Select {...p} value={fields.gender} onChange={set("gender")}>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {GENDER_LABELS[g]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <BodyFields units={units} shown={shown} errors={errors} onUnits={changeUnits} onChange={changeShown} />
      <Field label="Activity level" hint={ACTIVITY_HINTS[fields.activity_level as ActivityLevel]}>
        {(p) => (
          <Select {...p} value={fields.activity_level} onChange={set("activity_level")}>
            {ACTIVITY_LEVELS.map((a) => (
              <option key={a} value={a}>
                {ACTIVITY_LABELS[a]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Daily calorie goal (kcal)" hint={goalHint} error={errors.calorie_goal}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={CALORIE_GOAL.min}
            max={CALORIE_GOAL.max}
            step={10}
            placeholder={String(user.daily_calories_goal)}
            value={fields.calorie_goal}
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
            value={fields.weekly_workout_goal}
            onChange={set("weekly_workout_goal")}
            required
          />
        )}
      </Field>
      <Field label="Time zone">
        {(p) => (
          <Select {...p} value={fields.time_zone} onChange={set("time_zone")}>
            {timeZones.map((tz) => (
              <option key={tz} value={tz}>
                {tz.replaceAll("_", " ")}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          {saving ? "Saving..." : "Save profile"}
        </Button>
      </div>
    </form>
  );
}
