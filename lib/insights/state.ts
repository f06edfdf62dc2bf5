/**
 * The spec's "insights state" (weeklyTrend, streakDays, topCategory, healthScore) as plain
 * JSON, with what backs each figure: the breakdown, the trend's reason, goals and tips.
 */
import type { Insights } from "./compute";

export function insightsState(i: Insights) {
  return {
    healthScore: i.healthScore?.score ?? null,
    weeklyTrend: i.weeklyTrend?.direction ?? null,
    streakDays: i.streakDays,
    topCategory: i.topCategory?.category ?? null,
    empty: i.empty,
    breakdown:
      i.healthScore?.components.map(({ id, label, weight, score, detail }) => ({ id, label, weight, score, detail })) ??
      [],
    notScored: i.healthScore?.missing.map((m) => m.id) ?? [],
    trendReason: i.weeklyTrend?.reason ?? null,
    goals: i.goals.map(({ id, label, done, target }) => ({ id, label, done, target })),
    recommendations: i.recommendations.map(({ id, title, text, why }) => ({ id, title, text, why })),
  };
}
