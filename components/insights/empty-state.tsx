import { QuickActions } from "./quick-actions";
import { TitledCard } from "@/components/ui/card";

/** A new user: no score of 0, but what the insights need and where to start. */
export function InsightsEmpty() {
  return (
    <>
      <TitledCard id="insights-empty" title="No insights yet">
        <p className="text-sm text-muted">
          Your health score, weekly trend, streak and recommendations are computed from what you log: meals, workouts,
          journal entries, health metrics and medications. Log your first entry and they appear here.
        </p>
      </TitledCard>
      <QuickActions title="Log your first entry" />
    </>
  );
}
