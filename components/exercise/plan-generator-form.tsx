"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Field, Input, SelectField, Textarea } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import type { GeneratedPlan as PlanAnswer } from "@/lib/exercise/ai-plan";
import { EQUIPMENT_LABELS, LEVEL_LABELS, PLAN_FAILURE } from "@/lib/exercise/display";
import {
  DEFAULT_PREFERENCES,
  EQUIPMENT,
  FITNESS_LEVELS,
  generatePlanSchema,
  GOALS_MAX,
  INJURIES_MAX,
  PREFERRED_TYPES,
  WEEK_DAYS,
  WORKOUT_DURATIONS,
  WORKOUT_FREQUENCIES,
  workoutPreferencesSchema,
  type PlanSource,
  type WorkoutPreferences,
} from "@/lib/exercise/plan-schema";
import type { Gate } from "@/lib/billing/gate";
import { validate } from "@/lib/validation/issues";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { useGeneratedPlan } from "./generated-plan";

type GenerateBody = { user_preferences: WorkoutPreferences; mode: PlanSource };

/**
 * AI Workout Plans tab: the generator form. Generate stays disabled, with the reasons listed,
 * while the preferences lack goals or a day. On success the plan goes to My AI Plan; on failure
 * the message counts the attempts, and Retry or "Use Basic Plan" try again.
 */
export function PlanGeneratorForm({ aiGate }: { aiGate: Gate }) {
  const aiAvailable = aiGate.state === "open";
  const router = useRouter();
  const { setPlan } = useGeneratedPlan();
  const [prefs, setPrefs] = useState<WorkoutPreferences>(DEFAULT_PREFERENCES);
  const [mode, setMode] = useState<PlanSource>("basic");
  const [attempt, setAttempt] = useState(0);
  const set = <K extends keyof WorkoutPreferences>(key: K, value: WorkoutPreferences[K]) =>
    setPrefs((p) => ({ ...p, [key]: value }));
  const generate = useApiAction<GenerateBody, PlanAnswer>({
    schema: generatePlanSchema,
    request: (body) => ({ path: "/api/generate-workout-plan", body }),
    failure: PLAN_FAILURE,
    errorIn: "form",
    refresh: false,
    onSuccess: (answer, { user_preferences }) => {
      const { plan_name, workout_plan, source } = answer;
      setPlan({ plan_name, workout_plan, source, preferences: user_preferences, saved: false });
      router.push("/exercise?tab=my-plan");
    },
  });
  const checked = validate(workoutPreferencesSchema, prefs);
  const missing = checked.ok ? [] : Object.values(checked.errors);
  const preferred: PlanSource = aiAvailable ? "ai" : "basic";

  function run(next: PlanSource, number: number) {
    setMode(next);
    setAttempt(number);
    void generate.run({ user_preferences: prefs, mode: next });
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        run(preferred, 1);
      }}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2 empty:hidden">
        <AiPlanNote gate={aiGate} />
      </div>
      <Field label="Fitness goals" hint="For example: lose 5 kg, run a 5k, get stronger." className="sm:col-span-2">
        {(p) => (
          <Textarea
            {...p}
            value={prefs.fitnessGoals}
            onChange={(e) => set("fitnessGoals", e.target.value)}
            required
            maxLength={GOALS_MAX}
          />
        )}
      </Field>
      <SelectField
        label="Current fitness level"
        value={prefs.currentFitnessLevel}
        choices={FITNESS_LEVELS}
        optionLabel={(l) => LEVEL_LABELS[l]}
        onChange={(l) => set("currentFitnessLevel", l)}
      />
      <SelectField
        label="Workouts per week"
        value={prefs.workoutFrequency}
        choices={WORKOUT_FREQUENCIES}
        optionLabel={String}
        onChange={(n) => set("workoutFrequency", n)}
      />
      <CheckboxGroup
        legend="Available days"
        className="sm:col-span-2"
        options={WEEK_DAYS}
        value={prefs.availableDays}
        onChange={(v) => set("availableDays", v)}
      />
      <SelectField
        label="Workout duration"
        value={prefs.workoutDuration}
        choices={WORKOUT_DURATIONS}
        optionLabel={(n) => `${n} minutes`}
        onChange={(n) => set("workoutDuration", n)}
      />
      <SelectField
        label="Available equipment"
        value={prefs.equipment}
        choices={EQUIPMENT}
        optionLabel={(eq) => EQUIPMENT_LABELS[eq]}
        onChange={(eq) => set("equipment", eq)}
      />
      <CheckboxGroup
        legend="Preferred workout types"
        className="sm:col-span-2"
        options={PREFERRED_TYPES}
        value={prefs.preferredTypes}
        onChange={(v) => set("preferredTypes", v)}
      />
      <Field
        label="Injuries or limitations (optional)"
        hint="For example: left knee, lower back. The plan avoids exercises that strain them."
        className="sm:col-span-2"
      >
        {(p) => (
          <Input
            {...p}
            value={prefs.injuries}
            onChange={(e) => set("injuries", e.target.value)}
            maxLength={INJURIES_MAX}
          />
        )}
      </Field>
      <div className="space-y-3 sm:col-span-2">
        {missing.length > 0 && (
          <ul id="plan-missing" className="list-disc space-y-1 pl-5 text-sm text-amber-800">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
        <Button
          type="submit"
          disabled={missing.length > 0 || generate.pending}
          aria-describedby={missing.length > 0 ? "plan-missing" : undefined}
          className="w-full sm:w-auto"
        >
          {generate.pending ? "Generating..." : aiAvailable ? "Generate Workout Plan" : "Generate Basic Plan"}
        </Button>
        {generate.pending && (
          <p role="status" className="text-sm text-muted">
            Generating your workout plan{mode === "ai" ? " with AI; this can take up to a minute" : ""}...
          </p>
        )}
        {generate.error && (
          <div className="space-y-3">
            <Alert tone="error">
              {generate.error} (attempt {attempt})
            </Alert>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" disabled={generate.pending} onClick={() => run(preferred, attempt + 1)}>
                Retry (attempt {attempt + 1})
              </Button>
              <Button variant="secondary" disabled={generate.pending} onClick={() => run("basic", attempt + 1)}>
                Use Basic Plan
              </Button>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}

/**
 * Which generator the button runs: the AI's, or the built-in one (no AI, every plan) with why:
 * the server has no AI, or the plan lacks it (then an Upgrade link).
 */
function AiPlanNote({ gate }: { gate: Gate }) {
  if (gate.state === "open") return null;
  if (gate.state === "unavailable") {
    return (
      <Alert tone="info">
        AI workout plans are not available on this server. The built-in generator makes your basic plan instead: no AI,
        on every plan.
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      AI workout plans are included in {gate.planText}. On your plan the built-in generator makes your basic plan: no
      AI, free.{" "}
      <Link href="/subscription" className="font-semibold underline underline-offset-2">
        Upgrade
      </Link>
    </Alert>
  );
}
