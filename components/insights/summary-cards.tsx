import type { Insights } from "@/lib/insights/state";
import { TitledCard } from "@/components/ui/card";

const TREND_WORD = { improving: "Improving", steady: "Steady", declining: "Declining" } as const;

/** Weekly trend, current streak and top-performing category. */
export function SummaryCards({ insights }: { insights: Insights }) {
  const { weeklyTrend: trend, streakDays, topCategory: top } = insights;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TitledCard id="insights-trend" title="Weekly trend">
        <p className="text-2xl font-bold text-ink">{trend ? TREND_WORD[trend.direction] : "Not enough data yet"}</p>
        <p className="mt-1 text-sm text-muted">
          {trend ? trend.reason : "A trend compares this week with last week: it appears after two weeks of logging."}
        </p>
      </TitledCard>
      <TitledCard id="insights-streak" title="Current streak">
        <p className="text-2xl font-bold text-ink">
          {streakDays} {streakDays === 1 ? "day" : "days"}
        </p>
        <p className="mt-1 text-sm text-muted">Consecutive days with anything logged.</p>
      </TitledCard>
      <TitledCard id="insights-top" title="Top category">
        <p className="text-2xl font-bold text-ink">{top ? top.category : "None yet"}</p>
        <p className="mt-1 text-sm text-muted">
          {top ? `${top.detail} (${top.score}/100).` : "Your best-scoring area appears with your health score."}
        </p>
      </TitledCard>
    </div>
  );
}
