/**
 * The fields a refused write's "Edit and retry" form offers: the body's scalar values (text,
 * numbers, yes/no, blanks), each with a label for people; lists and objects go back unchanged.
 */
export type EditField = { key: string; label: string; kind: "text" | "number" | "boolean"; value: string };

const SMALL_WORDS = new Set(["mg", "ml", "id"]);

/** "saturated_fat" → "Saturated fat", "sodium_mg" → "Sodium (mg)". */
export function fieldLabel(key: string): string {
  const words = key.split("_");
  const unit = words.length > 1 && SMALL_WORDS.has(words.at(-1)!) ? words.pop() : null;
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${unit ? ` (${unit})` : ""}`;
}

export function editFields(body: unknown): EditField[] {
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([key, value]): EditField[] => {
    const label = fieldLabel(key);
    if (typeof value === "number") return [{ key, label, kind: "number", value: String(value) }];
    if (typeof value === "boolean") return [{ key, label, kind: "boolean", value: String(value) }];
    if (typeof value === "string" || value === null) return [{ key, label, kind: "text", value: value ?? "" }];
    return [];
  });
}

/** The body with the edited values: numbers read back as numbers, a blank as null where the body had a blank. */
export function editedBody(body: unknown, fields: EditField[], values: Record<string, string>): unknown {
  const next: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    const raw = values[field.key] ?? field.value;
    const before = next[field.key];
    if (field.kind === "boolean") next[field.key] = raw === "true";
    else if (field.kind === "number") next[field.key] = raw.trim() === "" ? null : Number(raw);
    else next[field.key] = raw === "" && before === null ? null : raw;
  }
  return next;
}
