/**
 * A seeded random generator (mulberry32) with the few draws the demo data needs: the same
 * seed gives the same 90 days, so a refresh and a test see the same data.
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** A number from a normal distribution (Box–Muller). */
  normal(mean: number, sd: number): number;
  pick<T>(items: readonly T[]): T;
  /** `n` distinct items in their original order. */
  sample<T>(items: readonly T[], n: number): T[];
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    chance: (p) => next() < p,
    int,
    normal: (mean, sd) => {
      const u = Math.max(next(), Number.EPSILON);
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample: (items, n) => {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
      }
      return indexes
        .slice(0, Math.min(n, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i]!);
    },
  };
}
