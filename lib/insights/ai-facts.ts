/**
 * The figures a personalised AI summary may use, as plain lines, and the check that a
 * written summary uses no number that isn't among them. Pure.
 */
import type { Insights } from "./state";

/** The facts passed to the model: every number it may mention is in these lines. */
export function summaryFacts(insights: Insights): string[] {
  const s = insights.healthScore;
  if (!s) return [];
  const lines = [`Health score: ${s.score} out of 100 (last 7 days).`];
  for (const c of s.components) lines.push(`${c.label}: ${c.score} out of 100 (${c.detail}).`);
  if (s.missing.length) lines.push(`Not tracked yet: ${s.missing.map((m) => m.label.toLowerCase()).join(", ")}.`);
  lines.push(
    insights.weeklyTrend
      ? `Weekly trend: ${insights.weeklyTrend.direction}. ${insights.weeklyTrend.reason}`
      : "Weekly trend: not enough data yet.",
  );
  lines.push(
    `Current streak: ${insights.streakDays} ${insights.streakDays === 1 ? "day" : "days"} with something logged.`,
  );
  if (insights.topCategory) lines.push(`Top category: ${insights.topCategory.category}.`);
  for (const g of insights.goals) lines.push(`Weekly goal "${g.label}": ${g.done} of ${g.target}.`);
  for (const r of insights.recommendations) lines.push(`Recommendation "${r.title}": ${r.text} Reason: ${r.why}`);
  return lines;
}

const NUMBER = /\d+(?:[.,]\d+)*/g;
const numbersIn = (text: string) => new Set((text.match(NUMBER) ?? []).map((n) => n.replace(/,/g, "")));

/** The numbers in `summary` that the facts don't contain (an empty list: nothing invented). */
export function inventedNumbers(summary: string, facts: string[]): string[] {
  const known = numbersIn(facts.join("\n"));
  return [...numbersIn(summary)].filter((n) => !known.has(n));
}
