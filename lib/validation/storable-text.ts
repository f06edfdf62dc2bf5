/** What Postgres text can store: a check every parsed body and query goes through. */

/**
 * Postgres text cannot hold U+0000, and its json type refuses a lone surrogate (pg would
 * also turn one into U+FFFD in text): refuse both in any string of a body or query, else a
 * 500 or a silently changed value.
 */
export function badText(value: unknown): string | null {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\u0000")) return "Text must not contain the NUL character (\\u0000).";
      if (!v.isWellFormed()) return "Text must be valid Unicode (a lone surrogate was sent).";
    } else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) stack.push(k, x);
    }
  }
  return null;
}
