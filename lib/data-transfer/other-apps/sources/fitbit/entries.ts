/** Fitbit's JSON files are arrays of objects; anything else in them is nothing to read. */
export type Entry = Record<string, unknown>;

export function entriesOf(value: unknown): Entry[] {
  if (!Array.isArray(value)) return [];
  return value.filter((e): e is Entry => typeof e === "object" && e !== null && !Array.isArray(e));
}

/** A number, or a number written as a string ("1770", "168"); null otherwise. */
export function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export function objectOf(value: unknown): Entry | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Entry) : null;
}
