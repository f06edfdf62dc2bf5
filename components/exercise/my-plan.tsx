"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import { useGeneratedPlan } from "./generated-plan";
import { PlanSourceBadge } from "./plan-source-badge";

/** My AI Plan tab, top: the plan just generated, with its name and Save Plan. */
export function GeneratedPlanCard() {
  const router = useRouter();
  const toast = useToast();
  const { plan, setPlan } = useGeneratedPlan();
  const [name, setName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

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

  const planName = name ?? plan.plan_name;
  async function save() {
    if (!plan || !planName.trim()) return;
    setSaving(true);
    try {
      await api("/api/workout-plans", {
        method: "POST",
        body: {
          plan_name: planName.trim(),
          plan_content: plan.workout_plan,
          preferences: plan.preferences,
          source: plan.source,
        },
      });
      toast.show("Workout plan saved successfully!", "success");
      setPlan({ ...plan, plan_name: planName.trim(), saved: true });
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, "Failed to save workout plan"), "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card aria-labelledby="generated-plan">
      <CardTitle action={<PlanSourceBadge source={plan.source} />}>
        <span id="generated-plan">Your generated plan</span>
      </CardTitle>
      <div
        className="mb-4 max-h-[28rem] overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm leading-relaxed whitespace-pre-wrap text-ink"
        tabIndex={0}
        aria-label="Plan text"
      >
        {plan.workout_plan}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Plan name" className="flex-1">
          {(p) => (
            <Input
              {...p}
              value={planName}
              onChange={(e) => setName(e.target.value)}
              maxLength={120}
              disabled={plan.saved}
            />
          )}
        </Field>
        <Button onClick={save} disabled={saving || plan.saved || !planName.trim()}>
          {plan.saved ? "Saved" : saving ? "Saving..." : "Save Plan"}
        </Button>
      </div>
    </Card>
  );
}
