/** How much of each exercise, by category and level, and how the 4 weeks progress by level. */
import type { Category } from "./exercise-library";
import type { FitnessLevel } from "./plan-schema";

const STRENGTH: Record<FitnessLevel, string> = {
  beginner: "2 sets × 10 reps, 60 s rest",
  intermediate: "3 sets × 10–12 reps, 60 s rest",
  advanced: "4 sets × 8–12 reps, 90 s rest",
};
const HIIT: Record<FitnessLevel, string> = {
  beginner: "20 s work / 40 s rest",
  intermediate: "30 s work / 30 s rest",
  advanced: "40 s work / 20 s rest",
};
const HOLD: Record<FitnessLevel, string> = {
  beginner: "hold 30 s, 2 rounds",
  intermediate: "hold 45 s, 2 rounds",
  advanced: "hold 60 s, 3 rounds",
};
const PILATES: Record<FitnessLevel, string> = {
  beginner: "8 slow reps, 2 rounds",
  intermediate: "10 reps, 3 rounds",
  advanced: "12 reps, 3 rounds",
};
const EFFORT: Record<FitnessLevel, string> = {
  beginner: "easy pace (you can talk in full sentences)",
  intermediate: "moderate pace (you can talk in short phrases)",
  advanced: "steady-hard pace with 1-minute pushes",
};

/** The prescription of one exercise in a main block of `mainMinutes` shared by `count` exercises. */
export function prescription(category: Category, level: FitnessLevel, mainMinutes: number, count: number): string {
  const share = Math.max(1, Math.floor(mainMinutes / Math.max(1, count)));
  switch (category) {
    case "strength":
      return STRENGTH[level];
    case "hiit":
      return `${HIIT[level]} for ${share} min`;
    case "yoga":
      return HOLD[level];
    case "pilates":
      return PILATES[level];
    default:
      return `${share} min at ${EFFORT[level]}`;
  }
}

export const PROGRESSION: Record<FitnessLevel, [string, string, string, string]> = {
  beginner: [
    "Learn the movements: do the plan as written and stop each set 2–3 reps before it gets hard.",
    "Add 2 reps to each set, one round to intervals and 2 minutes to timed exercises.",
    "Add one set (or round) to the first two exercises of each session; keep the same rest.",
    "Repeat week 3 and note how it felt; if every session felt easy, move up to intermediate.",
  ],
  intermediate: [
    "Do the plan as written at a steady effort (about 7 out of 10).",
    "Add one set to each strength exercise and one round to intervals.",
    "Increase weights by about 5% or slow the lowering phase to 3 seconds; shorten rests by 10 s.",
    "Lighter week: two-thirds of the sets at the same effort, to recover before the next block.",
  ],
  advanced: [
    "Do the plan as written at about 7–8 out of 10 effort.",
    "Increase weights by about 5% or add 2 reps; lengthen interval work by 5 s.",
    "Peak week: effort 8–9 out of 10 and a 5-minute finisher of the session's main type.",
    "Lighter week: half the sets at the same intensity, then start a new block.",
  ],
};
