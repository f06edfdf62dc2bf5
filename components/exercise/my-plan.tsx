"use client";

import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { PLAN_NAME_MAX, workoutPlanCreateSchema } from "@/lib/exercise/plan-schema";
import { validate } from "@/lib/validation/issues";
import { useGeneratedPlan, type GeneratedPlan } from "./generated-plan";
import { PlanSourceBadge } from "./plan-source-badge";

/** What Save Plan sends for the plan just generated, under the name in the field. */
export function planPayload(plan: GeneratedPlan, name: string) {
  return { plan_name: name, plan_content: plan.workout_plan, preferences: plan.preferences, source: plan.source };
}

/** My AI Plan tab, top: the plan just generated, with its name and Save Plan. */
export function GeneratedPlanCard() {
  const { plan, setPlan } = useGeneratedPlan();
  const [name, setName] = useState<string | null>(null);
  const save = useApiAction({
    schema: workoutPlanCreateSchema,
    request: (body: ReturnType<typeof planPayload>) => ({ path: "/api/workout-plans", body }),
    success: "Workout plan saved successfully!",
    failure: "Failed to save workout plan",
    onSuccess: (_, body) => plan && setPlan({ ...plan, plan_name: body.plan_name.trim(), saved: true }),
  });

  if (!plan) {
    return (
      <Card aria-labelledby="generated-plan">
        <CardTitle>
          <span id="generated-plan">Your generated plan</span>
        </CardTitle>
        <p className="mb-3 text-sm text-muted">
          No plan generated yet. Tell us your goals and available days, and we make one for you.
        </p>
        <ButtonLink href="/exercise?tab=ai-plans" variant="secondary">
          Create a workout plan
        </ButtonLink>
      </Card>
    );
  }

  const payload = planPayload(plan, name ?? plan.plan_name);
  const checked = validate(workoutPlanCreateSchema, payload);
  const nameRefused = !checked.ok && Boolean(checked.errors.plan_name);
  return (
    <Card aria-labelledby="generated-plan">
      <CardTitle action={<PlanSourceBadge source={plan.source} />}>
        <span id="generated-plan">Your generated plan</span>
      </CardTitle>
      <div
        className={
          "mb-4 max-h-[28rem] overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm leading-relaxed " +
          "whitespace-pre-wrap text-ink"
        }
        tabIndex={0}
        aria-label="Plan text"
      >
        {plan.workout_plan}
      </div>
      <form onSubmit={save.submit(() => payload)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Plan name" className="flex-1" error={save.fieldErrors.plan_name}>
          {(p) => (
            <Input
              {...p}
              value={payload.plan_name}
              onChange={(e) => setName(e.target.value)}
              maxLength={PLAN_NAME_MAX}
              disabled={plan.saved}
            />
          )}
        </Field>
        <Button type="submit" disabled={save.pending || plan.saved || nameRefused}>
          {plan.saved ? "Saved" : save.pending ? "Saving..." : "Save Plan"}
        </Button>
      </form>
      {save.fieldErrors.plan_content && <p className="mt-2 text-sm text-red-700">{save.fieldErrors.plan_content}</p>}
    </Card>
  );
}
