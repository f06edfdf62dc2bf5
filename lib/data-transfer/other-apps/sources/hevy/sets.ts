/**
 * A workout's sets, summarised for the exercise entry's notes: per exercise, in the order
 * done, "40 kg × 12" (weight × reps), "20 reps", "7.47 km", "60 min", a run of identical
 * sets written once ("3 sets of 20 reps"). Warm-up, drop and failure sets say so.
 */
export type HevySet = {
  type: string;
  reps: number | null;
  weight: number | null;
  weightUnit: "kg" | "lbs";
  km: number | null;
  seconds: number | null;
  rpe: number | null;
};

const TYPES: Record<string, string> = { warmup: "warm-up", dropset: "drop set", failure: "to failure" };

function trim(n: number, digits = 2): string {
  return String(Math.round(n * 10 ** digits) / 10 ** digits);
}

export function setText(s: HevySet): string {
  const parts: string[] = [];
  if (s.weight !== null && s.reps !== null) parts.push(`${trim(s.weight)} ${s.weightUnit} × ${trim(s.reps, 0)}`);
  else if (s.reps !== null) parts.push(`${trim(s.reps, 0)} reps`);
  else if (s.weight !== null) parts.push(`${trim(s.weight)} ${s.weightUnit}`);
  if (s.km !== null) parts.push(`${trim(s.km)} km`);
  if (s.seconds !== null) parts.push(s.seconds % 60 === 0 ? `${s.seconds / 60} min` : `${trim(s.seconds, 0)} s`);
  if (s.rpe !== null) parts.push(`RPE ${trim(s.rpe, 1)}`);
  const label = TYPES[s.type.toLowerCase()];
  const text = parts.join(", ") || "1 set";
  return label ? `${text} (${label})` : text;
}

/** The sets of one exercise, identical neighbours counted together. */
export class ExerciseSets {
  private runs: { text: string; count: number }[] = [];

  constructor(readonly name: string) {}

  add(s: HevySet): void {
    const text = setText(s);
    const last = this.runs[this.runs.length - 1];
    if (last && last.text === text) last.count += 1;
    else this.runs.push({ text, count: 1 });
  }

  toString(): string {
    const runs = this.runs.map(({ text, count }) => (count > 1 ? `${count} sets of ${text}` : text));
    return `${this.name}: ${runs.join(", ")}`;
  }
}
