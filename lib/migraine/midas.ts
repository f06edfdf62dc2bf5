/**
 * MIDAS, the Migraine Disability Assessment: five questions on the days lost to headache
 * over the last 3 months. The score is the sum of the five answers and its grade reads:
 * I (0–5) little or no disability, II (6–10) mild, III (11–20) moderate, IV (21 and more)
 * severe. Questions A (headache days) and B (average pain, 0–10) are asked with it and
 * recorded, but they are not part of the score.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";

/** Days in the questionnaire's 3 months, as the answers are bounded. */
export const MIDAS_MAX_DAYS = 90;
export const MIDAS_PAIN_MAX = 10;

export const MIDAS_QUESTIONS = [
  {
    id: "missed_work_school",
    text: "On how many days in the last 3 months did you miss work or school because of your headaches?",
  },
  {
    id: "reduced_work_school",
    text: "How many days in the last 3 months was your productivity at work or school reduced by half or more because of your headaches? (Do not include days you counted in question 1 where you missed work or school.)",
  },
  {
    id: "missed_household",
    text: "On how many days in the last 3 months did you not do household work because of your headaches?",
  },
  {
    id: "reduced_household",
    text: "How many days in the last 3 months was your productivity in household work reduced by half or more because of your headaches? (Do not include days you counted in question 3 where you did not do household work.)",
  },
  {
    id: "missed_family_social",
    text: "On how many days in the last 3 months did you miss family, social or leisure activities because of your headaches?",
  },
] as const;

/** The two questions asked with MIDAS and not scored. */
export const MIDAS_EXTRA_QUESTIONS = [
  {
    id: "headache_days",
    text: "On how many days in the last 3 months did you have a headache? (If a headache lasted more than 1 day, count each day.)",
  },
  {
    id: "pain",
    text: "On a scale of 0 to 10, on average how painful were these headaches? (0 = no pain at all, 10 = pain as bad as it can be.)",
  },
] as const;

export type MidasQuestionId = (typeof MIDAS_QUESTIONS)[number]["id"];

const dayCount = (label: string) => {
  const message = `${label} must be a whole number of days from 0 to ${MIDAS_MAX_DAYS}`;
  return z.int({ error: message }).check(z.minimum(0, message), z.maximum(MIDAS_MAX_DAYS, message));
};
const PAIN_MESSAGE = `Pain must be a whole number from 0 to ${MIDAS_PAIN_MAX}`;

/** The answers as the questionnaire's payload sends them. */
export const midasAnswersSchema = z.object({
  missed_work_school: dayCount("Question 1"),
  reduced_work_school: dayCount("Question 2"),
  missed_household: dayCount("Question 3"),
  reduced_household: dayCount("Question 4"),
  missed_family_social: dayCount("Question 5"),
  headache_days: dayCount("Question A"),
  pain: z.int({ error: PAIN_MESSAGE }).check(z.minimum(0, PAIN_MESSAGE), z.maximum(MIDAS_PAIN_MAX, PAIN_MESSAGE)),
});
export type MidasAnswers = output<typeof midasAnswersSchema>;

export const MIDAS_GRADES = [
  { grade: "I", min: 0, label: "Little or no disability" },
  { grade: "II", min: 6, label: "Mild disability" },
  { grade: "III", min: 11, label: "Moderate disability" },
  { grade: "IV", min: 21, label: "Severe disability" },
] as const;
export type MidasGrade = (typeof MIDAS_GRADES)[number]["grade"];

export type MidasScore = { total: number; grade: MidasGrade; label: string };

/** The grade of a MIDAS total. */
export function midasGrade(total: number): { grade: MidasGrade; label: string } {
  const band = MIDAS_GRADES.findLast((g) => total >= g.min) ?? MIDAS_GRADES[0];
  return { grade: band.grade, label: band.label };
}

/** The total (questions 1–5) and its grade; A and B do not count. */
export function scoreMidas(answers: MidasAnswers): MidasScore {
  const total = MIDAS_QUESTIONS.reduce((sum, q) => sum + answers[q.id], 0);
  return { total, ...midasGrade(total) };
}
