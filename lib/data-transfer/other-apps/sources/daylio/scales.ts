/**
 * Daylio's "scales" column (newest exports): "Sleep Quality: 8/10 points | Sleep Time: 8:00 |
 * Awake mid-sleep: 1:00". A sleep-quality score is what the journal's sleep rating (1-10)
 * records, so it becomes that rating, brought onto 1-10 whatever its own maximum. The other
 * scales (durations, custom scales) have no field in a journal entry and are named as skipped.
 */
export type Scales = { sleepQuality: number | null; others: string[] };

const SLEEP_QUALITY = /^(sleep quality|schlafqualität|calidad del sueño|qualité du sommeil|qualidade do sono)$/i;

export function parseScales(text: string): Scales {
  const scales: Scales = { sleepQuality: null, others: [] };
  for (const part of text.split("|")) {
    const colon = part.indexOf(":");
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (!name || !value) continue;
    const score = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)/.exec(value);
    if (SLEEP_QUALITY.test(name) && score && Number(score[2]) > 0) {
      const rating = Math.round((Number(score[1]) / Number(score[2])) * 10);
      scales.sleepQuality = Math.min(10, Math.max(1, rating));
    } else {
      scales.others.push(name);
    }
  }
  return scales;
}
