/**
 * The many small parts of a chart (grid lines, bars, points with their tooltips, the rows of the
 * screen reader's table) as escaped markup strings. A chart of 90 days is a few hundred
 * elements: as React elements each is serialised into the page's RSC payload, and long lists
 * are split into separately streamed segments; as one string each chart is a single prop.
 */

const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;

/** Text made safe inside an element or a double-quoted attribute. */
export function escapeMarkup(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => `&#${c.charCodeAt(0)};`) : text;
}

type Attrs = Record<string, string | number | undefined>;

/** `<name a="1" ...>` with every value escaped (a number needs none); undefined values are left out. */
function open(name: string, attrs: Attrs): string {
  let markup = `<${name}`;
  for (const key in attrs) {
    const value = attrs[key];
    if (value !== undefined) markup += ` ${key}="${typeof value === "number" ? value : escapeMarkup(value)}"`;
  }
  return `${markup}>`;
}

/** An element; `inner` is markup already escaped, or nothing for an empty element. */
export function element(name: string, attrs: Attrs, inner = ""): string {
  return `${open(name, attrs)}${inner}</${name}>`;
}

/** A hover tooltip of an SVG shape. */
export const tooltip = (text: string) => element("title", {}, escapeMarkup(text));

/** The rows of a data table: a header cell then data cells, all plain text. */
export function tableRows(rows: { head: string; cells: string[] }[]): string {
  return rows
    .map((r) =>
      element(
        "tr",
        {},
        element("th", { scope: "row" }, escapeMarkup(r.head)) +
          r.cells.map((c) => element("td", {}, escapeMarkup(c))).join(""),
      ),
    )
    .join("");
}
