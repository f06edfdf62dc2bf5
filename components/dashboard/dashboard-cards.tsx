import { QuickActions, type QuickAction } from "@/components/insights/quick-actions";
import { ProgressBar } from "@/components/ui/progress";
import type { DashboardSummary } from "@/lib/dashboard/service";
import { TitledCard } from "@/components/ui/card";

const DASHBOARD_ACTIONS: readonly QuickAction[] = [
  { view: "food", label: "Log food" },
  { view: "exercise", label: "Log exercise" },
  { view: "health", label: "Health check" },
];

const kcal = (n: number) => `${Math.round(n)} kcal`;

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
  const consumed = summary.calories_consumed;
  const burned = summary.calories_burned;
  const net = consumed - burned;
  const left = goal - consumed;
  const profile = [
    { label: "Email", value: email, wrap: true },
    { label: "Daily calorie goal", value: kcal(goal), wrap: false },
    { label: "Status", value: statusLabel, wrap: false },
  ];
  const counts = [
    { label: "Food entries", value: summary.food_entries },
    { label: "Workouts", value: summary.workouts },
    { label: "Journal entries", value: summary.journal_entries },
    { label: "Health metrics", value: summary.health_metrics },
  ];
  const nothingYet = counts.every((c) => c.value === 0);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TitledCard id="dash-profile" title="Profile">
        <dl className="space-y-2 text-sm">
          {profile.map((p) => (
            <div key={p.label} className="flex justify-between gap-3">
              <dt className="text-muted">{p.label}</dt>
              <dd className={p.wrap ? "min-w-0 break-words text-right font-medium" : "text-right font-medium"}>
                {p.value}
              </dd>
            </div>
          ))}
        </dl>
      </TitledCard>

      <TitledCard id="dash-progress" title="Today's progress">
        <p className="text-sm text-muted">Calories</p>
        <p className="mb-2 text-2xl font-bold text-ink">
          {Math.round(consumed)} <span className="text-base font-medium text-muted">/ {kcal(goal)}</span>
        </p>
        <ProgressBar value={consumed} max={goal} label="Calories consumed today" />
        <p className="mt-2 text-sm text-muted">
          {left >= 0 ? `${kcal(left)} left today` : `${kcal(-left)} over your goal`}
        </p>
        <dl className="mt-3 flex items-baseline justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
          <dt className="text-muted">
            Net calories <span className="block text-xs">eaten minus {kcal(burned)} burned in exercise</span>
          </dt>
          <dd className="text-lg font-semibold text-ink">{kcal(net)}</dd>
        </dl>
      </TitledCard>

      <QuickActions id="dash-actions" actions={DASHBOARD_ACTIONS} stacked />

      <TitledCard id="dash-summary" title="Dashboard summary">
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
      </TitledCard>
    </div>
  );
}
