import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress";
import type { DashboardSummary } from "@/lib/dashboard/service";
import { viewById } from "@/lib/navigation";

const QUICK_ACTIONS = [
  { view: "food", label: "Log food" },
  { view: "exercise", label: "Log exercise" },
  { view: "health", label: "Health check" },
] as const;

const kcal = (n: number) => `${Math.round(n)} kcal`;

function Titled({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle>
        <span id={id}>{title}</span>
      </CardTitle>
      {children}
    </Card>
  );
}

/** The dashboard's cards: profile, today's calories, quick actions and today's counts. */
export function DashboardCards({
  email,
  goal,
  statusLabel,
  summary,
}: {
  email: string;
  goal: number;
  statusLabel: string;
  summary: DashboardSummary;
}) {
  // Only views that exist: a quick action never leads to a 404 (lib/navigation.ts).
  const actions = QUICK_ACTIONS.flatMap((a) => {
    const view = viewById(a.view);
    return view ? [{ ...a, href: view.href }] : [];
  });
  const consumed = summary.calories_consumed;
  const left = goal - consumed;
  const counts = [
    { label: "Food entries", value: summary.food_entries },
    { label: "Workouts", value: summary.workouts },
    { label: "Journal entries", value: summary.journal_entries },
    { label: "Health metrics", value: summary.health_metrics },
  ];
  const nothingYet = counts.every((c) => c.value === 0);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Titled id="dash-profile" title="Profile">
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Email</dt>
            <dd className="min-w-0 break-words text-right font-medium">{email}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Daily calorie goal</dt>
            <dd className="text-right font-medium">{kcal(goal)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Status</dt>
            <dd className="text-right font-medium">{statusLabel}</dd>
          </div>
        </dl>
      </Titled>

      <Titled id="dash-progress" title="Today's progress">
        <p className="text-sm text-muted">Calories</p>
        <p className="mb-2 text-2xl font-bold text-ink">
          {Math.round(consumed)} <span className="text-base font-medium text-muted">/ {kcal(goal)}</span>
        </p>
        <ProgressBar value={consumed} max={goal} label="Calories consumed today" />
        <p className="mt-2 text-sm text-muted">
          {left >= 0 ? `${kcal(left)} left today` : `${kcal(-left)} over your goal`}
        </p>
      </Titled>

      {actions.length > 0 && (
        <Titled id="dash-actions" title="Quick actions">
          <div className="flex flex-col gap-2">
            {actions.map((a) => (
              <ButtonLink key={a.view} href={a.href} variant="secondary">
                {a.label}
              </ButtonLink>
            ))}
          </div>
        </Titled>
      )}

      <Titled id="dash-summary" title="Dashboard summary">
        <p className="-mt-2 mb-3 text-sm text-muted">Today</p>
        <dl className="grid grid-cols-2 gap-2">
          {counts.map((c) => (
            <div key={c.label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-muted">{c.label}</dt>
              <dd className="text-2xl font-bold text-ink">{c.value}</dd>
            </div>
          ))}
        </dl>
        {nothingYet && <p className="mt-3 text-sm text-muted">Nothing logged yet today.</p>}
      </Titled>
    </div>
  );
}
