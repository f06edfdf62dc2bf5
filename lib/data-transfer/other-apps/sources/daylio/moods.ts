/**
 * Daylio's moods on vitalog's 1-10 scale. Daylio has five mood levels that users may rename
 * or extend, so only the five standard names (in English and in the wordings common in other
 * languages) have a score of their own; any other label waits for the user to give it one in
 * the preview, which reads the file again with that choice.
 */
import type { MoodMap } from "../../types";

/** The five standard moods, top to bottom, spread over 1-10. */
export const DEFAULT_MOOD_SCORES: Readonly<Record<string, number>> = {
  rad: 10,
  good: 8,
  meh: 5,
  bad: 3,
  awful: 1,
  // Spanish
  genial: 10,
  bien: 8,
  normal: 5,
  regular: 5,
  mal: 3,
  fatal: 1,
  // German
  super: 10,
  gut: 8,
  okay: 5,
  schlecht: 3,
  furchtbar: 1,
  // French
  génial: 10,
  bof: 5,
  mauvais: 3,
  horrible: 1,
  // Portuguese
  ótimo: 10,
  bem: 8,
  "mais ou menos": 5,
  péssimo: 1,
  // Italian
  fantastico: 10,
  bene: 8,
  "così così": 5,
  male: 3,
  orribile: 1,
};

function isScore(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 10;
}

/**
 * The 1-10 score of a mood label: the user's choice in `map` first (as the label is written),
 * else the standard score of a standard name (any case); null when the label has neither.
 */
export function moodScore(label: string, map?: MoodMap | null): number | null {
  const chosen = map?.[label];
  if (isScore(chosen)) return chosen;
  const standard = DEFAULT_MOOD_SCORES[label.trim().normalize("NFC").toLocaleLowerCase()];
  return standard ?? null;
}

/** The reason a label's entries carry no mood until the user scores it. */
export function unscoredMood(label: string): string {
  return `Mood "${label}" has no score yet: choose one in the preview`;
}
