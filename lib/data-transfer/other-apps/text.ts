/** Text of an imported record fitted to the bounds of the route that stores it. */

/** `text` cut to at most `max` UTF-16 units (the schema's measure) without splitting a character. */
export function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = "";
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}
