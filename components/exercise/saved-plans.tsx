"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PlanSourceBadge } from "./plan-source-badge";

export type SavedPlan = {
  plan_id: string;
  plan_name: string;
  plan_content: string;
  source: string;
  created_label: string;
};

/** One saved plan, opened in place, deleted after a confirmation. */
function SavedPlanItem({ plan }: { plan: SavedPlan }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200">
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-3 py-2">
          <span className="min-w-0">
            <span className="block truncate font-medium text-ink">{plan.plan_name}</span>
            <span className="text-xs text-muted">Saved {plan.created_label}</span>
          </span>
          <PlanSourceBadge source={plan.source} />
        </summary>
        <div className="space-y-3 border-t border-slate-200 p-3">
          <div className="max-h-96 overflow-y-auto text-sm leading-relaxed whitespace-pre-wrap">
            {plan.plan_content}
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDeleting(true)}
            aria-label={`Delete ${plan.plan_name}`}
          >
            Delete
          </Button>
        </div>
      </details>
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title="Delete this plan?"
        confirmLabel="Delete plan"
        request={{ path: `/api/workout-plans/${plan.plan_id}`, method: "DELETE" }}
        success="Workout plan deleted successfully!"
        failure="Failed to delete"
      >
        {/* only while open: a closed dialog adds no second copy of the plan's name to the list */}
        {deleting && <p>“{plan.plan_name}” will be removed from your saved plans.</p>}
      </ConfirmDialog>
    </li>
  );
}

/** My AI Plan tab, below: the saved plans. */
export function SavedPlans({ plans }: { plans: SavedPlan[] }) {
  if (plans.length === 0)
    return <p className="text-sm text-muted">No saved plans yet. Save a generated plan to keep it here.</p>;
  return (
    <ul className="space-y-3">
      {plans.map((plan) => (
        <SavedPlanItem key={plan.plan_id} plan={plan} />
      ))}
    </ul>
  );
}
