"use client";

import type { Gate } from "@/lib/billing/gate";
import type { Insights } from "@/lib/insights/state";
import { AiSummaryCard } from "./ai-summary-card";
import { InsightsEmpty } from "./empty-state";
import { QuickActions } from "./quick-actions";
import { RecommendationList } from "./recommendation-list";
import { ScoreCard, ScorePending } from "./score-card";
import { SummaryCards } from "./summary-cards";
import { WeeklyGoals } from "./weekly-goals";

/**
 * The cards of Smart Insights, drawn from the computed figures. A client component given the
 * figures as data: drawn on the server, the cards' elements were most of the page's payload,
 * and most of them came after the point where React streams each element separately.
 */
export function InsightsBody({ insights, aiGate }: { insights: Insights; aiGate: Gate }) {
  return (
    <>
      {insights.healthScore ? <ScoreCard score={insights.healthScore} /> : <ScorePending gate={insights.scoreGate} />}
      {insights.empty ? (
        <InsightsEmpty />
      ) : (
        <>
          {insights.healthScore && <AiSummaryCard gate={aiGate} />}
          <SummaryCards insights={insights} />
          {insights.recommendations.length > 0 && <RecommendationList items={insights.recommendations} />}
          <QuickActions />
          <WeeklyGoals goals={insights.goals} />
        </>
      )}
    </>
  );
}
