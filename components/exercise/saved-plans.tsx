"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import { PlanSourceBadge } from "./plan-source-badge";

export type SavedPlan = {
  plan_id: string;
  plan_name: string;
  plan_content: string;
  source: string;
  created_label: string;
};

/** My AI Plan tab, below: the saved plans, each opened in place, deleted after a confirmation. */
export function SavedPlans({ plans }: { plans: SavedPlan[] }) {
  const router = useRouter();
  const toast = useToast();
  const [deleting, setDeleting] = useState<SavedPlan | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await api(`/api/workout-plans/${deleting.plan_id}`, { method: "DELETE" });
      toast.show("Workout plan deleted successfully!", "success");
      setDeleting(null);
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, "Failed to delete"), "error");
    } finally {
      setBusy(false);
    }
  }

  if (plans.length === 0)
    return <p className="text-sm text-muted">No saved plans yet. Save a generated plan to keep it here.</p>;
  return (
    <>
      <ul className="space-y-3">
        {plans.map((plan) => (
          <li key={plan.plan_id} className="rounded-xl border border-slate-200">
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
                  onClick={() => setDeleting(plan)}
                  aria-label={`Delete ${plan.plan_name}`}
                >
                  Delete
                </Button>
              </div>
            </details>
          </li>
        ))}
      </ul>
      <Dialog
        open={deleting !== null}
        onClose={() => !busy && setDeleting(null)}
        title="Delete this plan?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmDelete} disabled={busy}>
              {busy ? "Deleting..." : "Delete plan"}
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted">“{deleting?.plan_name}” will be removed from your saved plans.</p>
      </Dialog>
    </>
  );
}
