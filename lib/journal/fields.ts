/**
 * The journal limits, default title and mood emoji.
 * Free of zod: client components import from here, so zod stays out of the browser
 * bundle. `./schema` re-exports everything here.
 */
export const CONTENT_MAX = 20_000;
export const JOURNAL_DEFAULTS = { mood: 7, energy: 6, stress: 4, sleep: 8 } as const;
export const JOURNAL_PAGE_SIZE = 10;

/** The title the spec generates: "Journal Entry - " and the local date. */
export function defaultTitle(date: string): string {
  return `Journal Entry - ${date}`;
}

const EMOJI = ["😭", "😢", "😞", "🙁", "😐", "🙂", "😊", "😄", "😁", "🤩"] as const;

/** The mood emoji of a score from 1 to 10. */
export function moodEmoji(score: number): string {
  return EMOJI[Math.min(10, Math.max(1, Math.round(score))) - 1]!;
}
