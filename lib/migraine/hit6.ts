/**
 * HIT-6, the Headache Impact Test: six questions, each answered Never (6 points), Rarely (8),
 * Sometimes (10), Very often (11) or Always (13). The total runs from 36 to 78 and reads:
 * 49 or less little or no impact, 50–55 some impact, 56–59 substantial impact, 60 or more
 * severe impact. Three questions ask about the last 4 weeks, which is why it is retaken
 * every 4 weeks.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";

export const HIT6_ANSWERS = [
  { id: "never", label: "Never", points: 6 },
  { id: "rarely", label: "Rarely", points: 8 },
  { id: "sometimes", label: "Sometimes", points: 10 },
  { id: "very_often", label: "Very often", points: 11 },
  { id: "always", label: "Always", points: 13 },
] as const;
export type Hit6Answer = (typeof HIT6_ANSWERS)[number]["id"];
const ANSWER_IDS = HIT6_ANSWERS.map((a) => a.id) as [Hit6Answer, ...Hit6Answer[]];

/** The six questions in their published order and wording. */
export const HIT6_ITEMS = [
  { id: "pain_severe", text: "When you have headaches, how often is the pain severe?" },
  {
    id: "limits_activities",
    text: "How often do headaches limit your ability to do usual daily activities including household work, work, school, or social activities?",
  },
  { id: "lie_down", text: "When you have a headache, how often do you wish you could lie down?" },
  {
    id: "too_tired",
    text: "In the past 4 weeks, how often have you felt too tired to do work or daily activities because of your headaches?",
  },
  {
    id: "fed_up",
    text: "In the past 4 weeks, how often have you felt fed up or irritated because of your headaches?",
  },
  {
    id: "concentration",
    text: "In the past 4 weeks, how often did headaches limit your ability to concentrate on work or daily activities?",
  },
] as const;
export type Hit6ItemId = (typeof HIT6_ITEMS)[number]["id"];

const answer = (n: number) =>
  z.enum(ANSWER_IDS, { error: `Question ${n} must be answered with one of ${ANSWER_IDS.join(", ")}` });

/** The answers as the questionnaire's payload sends them: every question answered. */
export const hit6AnswersSchema = z.object({
  pain_severe: answer(1),
  limits_activities: answer(2),
  lie_down: answer(3),
  too_tired: answer(4),
  fed_up: answer(5),
  concentration: answer(6),
});
export type Hit6Answers = output<typeof hit6AnswersSchema>;

export const HIT6_MIN = 36;
export const HIT6_MAX = 78;

export const HIT6_BANDS = [
  { band: "little", min: 36, label: "Little or no impact" },
  { band: "some", min: 50, label: "Some impact" },
  { band: "substantial", min: 56, label: "Substantial impact" },
  { band: "severe", min: 60, label: "Severe impact" },
] as const;
export type Hit6Band = (typeof HIT6_BANDS)[number]["band"];

export type Hit6Score = { total: number; band: Hit6Band; label: string };

const POINTS = Object.fromEntries(HIT6_ANSWERS.map((a) => [a.id, a.points])) as Record<Hit6Answer, number>;

/** The band of a HIT-6 total. */
export function hit6Band(total: number): { band: Hit6Band; label: string } {
  const band = HIT6_BANDS.findLast((b) => total >= b.min) ?? HIT6_BANDS[0];
  return { band: band.band, label: band.label };
}

/** The total of the six answers and its band. */
export function scoreHit6(answers: Hit6Answers): Hit6Score {
  const total = HIT6_ITEMS.reduce((sum, item) => sum + POINTS[answers[item.id]], 0);
  return { total, ...hit6Band(total) };
}
