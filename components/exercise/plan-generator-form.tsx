"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Select, Textarea, Input } from "@/components/ui/field";
import { api, ApiClientError } from "@/lib/api/client";
import { planFailureMessage } from "@/lib/exercise/plan-messages";
import {
  AVAILABLE_DAY_REQUIRED,
  DEFAULT_PREFERENCES,
  EQUIPMENT,
  EQUIPMENT_LABELS,
  FITNESS_GOALS_REQUIRED,
  FITNESS_LEVELS,
  PREFERRED_TYPES,
  WEEK_DAYS,
  WORKOUT_DURATIONS,
} from "@/lib/exercise/plan-fields";
import type { PlanSource, WorkoutPreferences } from "@/lib/exercise/plan-schema";
import { CheckboxGroup } from "./checkbox-group";
import { useGeneratedPlan } from "./generated-plan";

const LEVEL_LABELS = { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" } as const;
type Answer = { status: "success"; workout_plan: string; source: PlanSource; plan_name: string };
type Failure = { message: string; attempts: number };

/**
 * AI Workout Plans tab: the generator form (spec section 5 defaults and rules). On success
 * the plan goes to My AI Plan; on failure a retry that counts attempts and the basic plan.
 */
export function PlanGeneratorForm({ aiAvailable, aiNote }: { aiAvailable: boolean; aiNote: string | null }) {
  const router = useRouter();
  const { setPlan } = useGeneratedPlan();
  const [prefs, setPrefs] = useState<WorkoutPreferences>({ ...DEFAULT_PREFERENCES });
  const [busy, setBusy] = useState<PlanSource | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const set = <K extends keyof WorkoutPreferences>(key: K, value: WorkoutPreferences[K]) =>
    setPrefs((p) => ({ ...p, [key]: value }));

  const missing = [
    !prefs.fitnessGoals.trim() && FITNESS_GOALS_REQUIRED,
    prefs.availableDays.length === 0 && AVAILABLE_DAY_REQUIRED,
  ].filter(Boolean) as string[];

  async function generate(mode: PlanSource, attempt: number) {
    if (missing.length > 0) return;
    setBusy(mode);
    try {
      const answer = await api<Answer>("/api/generate-workout-plan", {
        method: "POST",
        body: { user_preferences: prefs, mode },
      });
      setPlan({
        plan_name: answer.plan_name,
        workout_plan: answer.workout_plan,
        source: answer.source,
        preferences: prefs,
        saved: false,
      });
      setFailure(null);
      router.push("/exercise?tab=my-plan");
    } catch (err) {
      const status = err instanceof ApiClientError ? err.status : 0;
      setFailure({
        message: planFailureMessage(status, err instanceof ApiClientError ? err.detail : undefined),
        attempts: attempt,
      });
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void generate(aiAvailable ? "ai" : "basic", 1);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Fitness goals" hint="For example: lose 5 kg, run a 5k, get stronger." className="sm:col-span-2">
        {(p) => (
          <Textarea
            {...p}
            value={prefs.fitnessGoals}
            onChange={(e) => set("fitnessGoals", e.target.value)}
            required
            maxLength={500}
          />
        )}
      </Field>
      <Field label="Current fitness level">
        {(p) => (
          <Select
            {...p}
            value={prefs.currentFitnessLevel}
            onChange={(e) => set("currentFitnessLevel", e.target.value as WorkoutPreferences["currentFitnessLevel"])}
          >
            {FITNESS_LEVELS.map((l) => (
              <option key={l} value={l}>
                {LEVEL_LABELS[l]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Workouts per week">
        {(p) => (
          <Select
            {...p}
            value={prefs.workoutFrequency}
            onChange={(e) => set("workoutFrequency", Number(e.target.value))}
          >
            {[1, 2, 3, 4, 5, 6, 7].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <CheckboxGroup
        legend="Available days"
        className="sm:col-span-2"
        options={WEEK_DAYS}
        value={prefs.availableDays}
        onChange={(v) => set("availableDays", v)}
      />
      <Field label="Workout duration">
        {(p) => (
          <Select {...p} value={prefs.workoutDuration} onChange={(e) => set("workoutDuration", Number(e.target.value))}>
            {WORKOUT_DURATIONS.map((n) => (
              <option key={n} value={n}>
                {n} minutes
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Available equipment">
        {(p) => (
          <Select
            {...p}
            value={prefs.equipment}
            onChange={(e) => set("equipment", e.target.value as WorkoutPreferences["equipment"])}
          >
            {EQUIPMENT.map((eq) => (
              <option key={eq} value={eq}>
                {EQUIPMENT_LABELS[eq]}
              </option>
            ))}
          </Select>
        )}
      </Field>
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
          <Input {...p} value={prefs.injuries} onChange={(e) => set("injuries", e.target.value)} maxLength={500} />
        )}
      </Field>
      <div className="space-y-3 sm:col-span-2">
        {aiNote && <Alert tone="info">{aiNote}</Alert>}
        {missing.length > 0 && (
          <ul id="plan-missing" className="list-disc space-y-1 pl-5 text-sm text-amber-800">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
        <Button
          type="submit"
          disabled={missing.length > 0 || busy !== null}
          aria-describedby={missing.length > 0 ? "plan-missing" : undefined}
          className="w-full sm:w-auto"
        >
          {busy ? "Generating..." : "Generate Workout Plan"}
        </Button>
        {busy && (
          <p role="status" className="text-sm text-muted">
            Generating your workout plan{busy === "ai" ? " with AI; this can take up to a minute" : ""}...
          </p>
        )}
        {failure && (
          <div className="space-y-3">
            <Alert tone="error">
              {failure.message} (attempt {failure.attempts})
            </Alert>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                disabled={busy !== null}
                onClick={() => generate(aiAvailable ? "ai" : "basic", failure.attempts + 1)}
              >
                Retry (attempt {failure.attempts + 1})
              </Button>
              <Button
                variant="secondary"
                disabled={busy !== null}
                onClick={() => generate("basic", failure.attempts + 1)}
              >
                Use Basic Plan
              </Button>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
