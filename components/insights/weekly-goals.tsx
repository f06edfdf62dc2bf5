import { ProgressBar } from "@/components/ui/progress";
import type { WeeklyGoal } from "@/lib/insights/figures";
import { TitledCard } from "@/components/ui/card";

export function WeeklyGoals({ goals }: { goals: WeeklyGoal[] }) {
  return (
    <TitledCard id="insights-goals" title="Weekly goals">
      <ul className="space-y-3">
        {goals.map((g) => (
          <li key={g.id}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-ink">{g.label}</span>
              <span className="font-semibold text-ink">
                {g.done}/{g.target}
              </span>
            </div>
            <ProgressBar value={g.done} max={g.target} label={g.label} className="my-1 h-2" />
            <p className="text-xs text-muted">{g.detail}</p>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
