/** All Smart Insights figures from the loaded data (spec's insights state plus the rest). Pure. */
import type { InsightData } from "./data";
import { loggingStreak, topCategory, weeklyGoals, weeklyTrend, type WeeklyGoal, type WeeklyTrend } from "./figures";
import { recommendations, type Recommendation } from "./recommendations";
import { healthScore, type HealthScore, type ScoreComponent } from "./score";

export type Insights = {
  /** True for a user with nothing to compute from yet: the view leads to the first log. */
  empty: boolean;
  healthScore: HealthScore | null;
  weeklyTrend: WeeklyTrend | null;
  streakDays: number;
  topCategory: ScoreComponent | null;
  goals: WeeklyGoal[];
  recommendations: Recommendation[];
};

export function computeAllInsights(data: InsightData): Insights {
  const score = healthScore(data);
  const streakDays = loggingStreak(data);
  return {
    empty: score === null,
    healthScore: score,
    weeklyTrend: weeklyTrend(data, score),
    streakDays,
    topCategory: topCategory(score),
    goals: weeklyGoals(data),
    recommendations: recommendations(data, score, streakDays),
  };
}
