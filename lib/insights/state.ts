/**
 * Every Smart Insights figure from the loaded data, and the insights state the API answers
 * (healthScore, weeklyTrend, streakDays, topCategory) as plain JSON with what backs each
 * figure: the breakdown, the trend's reason, goals and tips. Pure.
 */
import { hasAnything, TRACKING_DAYS, windowDays, type InsightData } from "./days";
import { loggingStreak, topCategory, weeklyGoals, weeklyTrend, type WeeklyGoal, type WeeklyTrend } from "./figures";
import { recommendations, type Recommendation } from "./recommendations";
import { healthScore, scoreGate, type HealthScore, type ScoreComponent, type ScoreGate } from "./score";

export type Insights = {
  /** True for a user with nothing to compute from yet: the view leads to the first log. */
  empty: boolean;
  /** Whether the account has enough days behind it for a score (else "Not enough data yet"). */
  scoreGate: ScoreGate;
  /** Null while there is nothing to score or not enough days yet. */
  healthScore: HealthScore | null;
  weeklyTrend: WeeklyTrend | null;
  streakDays: number;
  topCategory: ScoreComponent | null;
  goals: WeeklyGoal[];
  recommendations: Recommendation[];
};

export function computeAllInsights(data: InsightData): Insights {
  const gate = scoreGate(data);
  const computed = healthScore(data);
  const score = gate.ready ? computed : null;
  const streakDays = loggingStreak(data);
  return {
    // data dated before sign-up (an import) isn't scored, but it isn't "nothing logged" either
    empty: computed === null && !windowDays(data.days, data.today, TRACKING_DAYS).some(hasAnything),
    scoreGate: gate,
    healthScore: score,
    weeklyTrend: weeklyTrend(data, score),
    streakDays,
    topCategory: topCategory(score),
    goals: weeklyGoals(data),
    recommendations: recommendations(data, score, streakDays),
  };
}

/** The insights as `GET /api/insights` answers them. */
export function insightsState(i: Insights) {
  return {
    healthScore: i.healthScore?.score ?? null,
    weeklyTrend: i.weeklyTrend?.direction ?? null,
    streakDays: i.streakDays,
    topCategory: i.topCategory?.category ?? null,
    empty: i.empty,
    scoreGate: i.scoreGate,
    breakdown:
      i.healthScore?.components.map(({ id, label, weight, score, detail }) => ({ id, label, weight, score, detail })) ??
      [],
    notScored: i.healthScore?.missing.map((m) => m.id) ?? [],
    trendReason: i.weeklyTrend?.reason ?? null,
    goals: i.goals.map(({ id, label, done, target }) => ({ id, label, done, target })),
    recommendations: i.recommendations.map(({ id, title, text, why }) => ({ id, title, text, why })),
  };
}
