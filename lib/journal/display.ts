/** How journal entries read on screen. */
const EMOJI = ["😭", "😢", "😞", "🙁", "😐", "🙂", "😊", "😄", "😁", "🤩"] as const;

/** The mood emoji of a score from 1 to 10. */
export function moodEmoji(score: number): string {
  return EMOJI[Math.min(10, Math.max(1, Math.round(score))) - 1]!;
}
