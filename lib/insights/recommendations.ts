/**
 * Recommendations chosen by rules from the user's own figures. Each rule that applies
 * gives a strength (0–1, how far the data is from where it should be) and says why; the
 * three strongest are shown. Pure.
 */
import { computeInsights } from "@/lib/journal/insights";
import { formatVolume } from "@/lib/units";
import { hasAnything, plural, TRACKING_DAYS, WINDOW_DAYS, windowDays, type InsightData } from "./days";
import type { HealthScore } from "./score";

export type Recommendation = { id: string; title: string; text: string; why: string; strength: number };

const HYDRATION = /dehydrat|water|thirst/i;

/** lib/journal's observation comparing mood on workout days with the others, when the entries back it. */
function moodOnWorkoutDays(data: InsightData): string | null {
  const workoutDates = [...data.days.values()].filter((d) => d.workouts > 0).map((d) => d.date);
  return (
    computeInsights(data.journal, workoutDates, data.today).observations.find((o) => o.id === "exercise")?.text ?? null
  );
}

export function recommendations(data: InsightData, score: HealthScore | null, streak: number): Recommendation[] {
  if (!score) return [];
  const week = windowDays(data.days, data.today);
  const by = new Map(score.components.map((c) => [c.id, c]));
  const out: Recommendation[] = [];
  const add = (r: Recommendation) => out.push(r);

  const since = windowDays(data.days, data.today, TRACKING_DAYS)[0]!.date;
  const migraines = data.migraines.filter((m) => m.date >= since && m.date <= data.today);
  const dry = migraines.filter((m) => m.triggers.some((t) => HYDRATION.test(t)));
  if (dry.length > 0 || migraines.length >= 2) {
    const all = migraines.length === 1 ? "your migraine" : `all ${migraines.length} of your migraines`;
    add({
      id: "hydration",
      title: "Hydration",
      text: `Aim for your target of ${formatVolume(data.waterTargetMl, data.useImperial)} of water a day, spread from morning to evening.`,
      why:
        dry.length > 0
          ? dry.length === migraines.length
            ? `Dehydration was a trigger of ${all} in the last 28 days.`
            : `Dehydration was a trigger in ${dry.length} of your ${migraines.length} migraines in the last 28 days.`
          : `You logged ${plural(migraines.length, "migraine")} in the last 28 days; ` +
            "low fluid intake is a common trigger.",
      strength: Math.min(1, 0.5 + dry.length * 0.25 + migraines.length * 0.05),
    });
  }

  const exercise = by.get("exercise");
  const workouts = week.reduce((n, d) => n + d.workouts, 0);
  if (!exercise) {
    add({
      id: "exercise-start",
      title: "Exercise",
      text: "Log a workout: even a 20-minute walk counts.",
      why: "No workouts in the last 28 days, so exercise isn't part of your score yet.",
      strength: 0.6,
    });
  } else if (workouts < data.weeklyWorkoutGoal) {
    add({
      id: "exercise-timing",
      title: "Exercise timing",
      text: "Put your remaining workouts in your calendar at a fixed time of day, so they happen without a decision.",
      why: [
        `${plural(workouts, "workout")} in the last 7 days against a goal of ${data.weeklyWorkoutGoal} a week.`,
        moodOnWorkoutDays(data),
      ]
        .filter(Boolean)
        .join(" "),
      strength: 1 - workouts / data.weeklyWorkoutGoal,
    });
  }

  const sleep = by.get("sleep");
  if (sleep && sleep.score < 67) {
    add({
      id: "wind-down",
      title: "Bedtime wind-down",
      text: "Take 30 minutes before bed without screens: dim the lights, read or stretch.",
      why: `${sleep.detail} this week.`,
      strength: (67 - sleep.score) / 67 + 0.2,
    });
  }
  const mood = by.get("mood");
  if (!sleep && !mood) {
    add({
      id: "journal",
      title: "Journal",
      text: "Write a short journal entry tonight: rate your mood, energy, stress and sleep.",
      why: "No journal entries in the last 7 days, so sleep and mood aren't part of your score.",
      strength: 0.45,
    });
  }

  const nutrition = by.get("nutrition");
  if (nutrition && nutrition.score < 75) {
    add({
      id: "calories",
      title: "Calories",
      text: "Plan your meals ahead to stay close to your daily calorie goal.",
      why: `${nutrition.detail}.`,
      strength: (75 - nutrition.score) / 75,
    });
  }
  const mealDays = week.filter((d) => d.food_entries > 0).length;
  if (mealDays < 5) {
    add({
      id: "log-meals",
      title: "Log meals daily",
      text: "Log each meal right after eating; the Recent tab makes repeats one tap.",
      why: `Meals logged on ${mealDays} of the last 7 days.`,
      strength: (5 - mealDays) / 5,
    });
  }

  const meds = by.get("medication");
  if (meds && meds.score < 90) {
    add({
      id: "medication",
      title: "Medication reminders",
      text: "Turn on reminders in Medications so no dose slips by.",
      why: `${meds.detail} in the last 7 days (${meds.score}%).`,
      strength: (100 - meds.score) / 100 + 0.2,
    });
  }

  const logged = week.filter(hasAnything).length;
  if (streak > 0) {
    add({
      id: "streak",
      title: "Keep your streak",
      text: "Log something today to keep your streak going.",
      why: `You've logged on ${plural(streak, "day")} in a row.`,
      strength: 0.1,
    });
  } else if (logged < WINDOW_DAYS) {
    add({
      id: "consistency",
      title: "Log every day",
      text: "Log one thing each day: a meal, a workout or a journal entry.",
      why: `Something logged on ${logged} of the last 7 days.`,
      strength: 0.3,
    });
  }
  // the strongest areas close the list, so there are always three when there is a score
  for (const [i, best] of [...score.components]
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .entries()) {
    add({
      id: `keep-up-${best.id}`,
      title: `Keep up: ${best.category}`,
      text:
        `${best.category} is ${i === 0 ? "your strongest area" : "one of your strongest areas"} this week; ` +
        "keep the habit that got it there.",
      why: `${best.detail} (${best.score}/100).`,
      strength: 0.05 - i * 0.01,
    });
  }

  return out.sort((a, b) => b.strength - a.strength).slice(0, 3);
}
