import { AiSummaryCard } from "@/components/insights/ai-summary-card";
import { InsightsEmpty } from "@/components/insights/empty-state";
import { QuickActions } from "@/components/insights/quick-actions";
import { RecommendationList } from "@/components/insights/recommendation-list";
import { ScoreCard, ScorePending } from "@/components/insights/score-card";
import { SummaryCards } from "@/components/insights/summary-cards";
import { WeeklyGoals } from "@/components/insights/weekly-goals";
import { PageHeader } from "@/components/shell/app-header";
import { getDb } from "@/db/client";
import { isAiConfigured } from "@/lib/ai/provider";
import { requireSessionUser } from "@/lib/auth/session";
import { featureGate } from "@/lib/billing/gate";
import { getInsights } from "@/lib/insights/service";

export const metadata = { title: "Smart Insights" };

export default async function InsightsPage() {
  const user = await requireSessionUser();
  const insights = await getInsights(await getDb(), user);

  return (
    <>
      <PageHeader title="Smart Insights" subtitle="Computed from your last 7 days" />
      <div className="space-y-4">
        <p className="text-xl font-semibold text-ink">Welcome, {user.name}!</p>
        {insights.healthScore ? <ScoreCard score={insights.healthScore} /> : <ScorePending gate={insights.scoreGate} />}
        {insights.empty ? (
          <InsightsEmpty />
        ) : (
          <>
            {insights.healthScore && (
              <AiSummaryCard gate={featureGate(user, "ai", { aiConfigured: isAiConfigured() })} />
            )}
            <SummaryCards insights={insights} />
            {insights.recommendations.length > 0 && <RecommendationList items={insights.recommendations} />}
            <QuickActions />
            <WeeklyGoals goals={insights.goals} />
          </>
        )}
      </div>
    </>
  );
}
