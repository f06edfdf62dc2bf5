/**
 * Month names as exports write them in the user's language ("June 22", "30 May", "16 de
 * octubre", "7 września"), read back to a month number. The names come from the runtime's own
 * locale data (Intl, the same in the browser and in Node), in the forms a date uses (Polish and
 * Russian decline the month after a day) and standing alone, long and abbreviated. A name that
 * means different months in two languages is left out rather than guessed.
 */
const LOCALES = ["en", "es", "pt", "fr", "de", "it", "nl", "pl", "ru", "uk", "cs", "sv", "da", "nb", "fi", "tr", "ro"];

let table: Map<string, number> | null = null;

function normalise(word: string): string {
  return word.normalize("NFC").toLocaleLowerCase().replace(/\.$/, "");
}

function buildTable(): Map<string, number> {
  const found = new Map<string, number>();
  const ambiguous = new Set<string>();
  const add = (word: string, month: number) => {
    const key = normalise(word.trim());
    if (!/^\p{L}+$/u.test(key)) return;
    const known = found.get(key);
    if (known !== undefined && known !== month) ambiguous.add(key);
    else found.set(key, month);
  };
  for (const locale of LOCALES) {
    for (const style of ["long", "short"] as const) {
      const inDate = new Intl.DateTimeFormat(locale, { day: "numeric", month: style, timeZone: "UTC" });
      const alone = new Intl.DateTimeFormat(locale, { month: style, timeZone: "UTC" });
      for (let month = 1; month <= 12; month++) {
        const at = new Date(Date.UTC(2020, month - 1, 15));
        for (const part of inDate.formatToParts(at)) if (part.type === "month") add(part.value, month);
        add(alone.format(at), month);
      }
    }
  }
  for (const key of ambiguous) found.delete(key);
  return found;
}

/** The month (1-12) a name means, in any of the languages above; null when unknown. */
export function monthNumber(word: string): number | null {
  table ??= buildTable();
  return table.get(normalise(word)) ?? null;
}

/**
 * A day and month written with the month's name, in either order and with the words languages
 * put between them: "June 22", "30 May", "16 de octubre", "7. September", "Jan 5". Null when
 * the text is not that.
 */
export function parseDayMonth(text: string): { month: number; day: number } | null {
  const words = text
    .normalize("NFC")
    .split(/[\s,.]+/)
    .filter((w) => w !== "" && !/^(de|del|of|du)$/i.test(w));
  if (words.length !== 2) return null;
  const [a, b] = words as [string, string];
  const [dayText, monthText] = /^\d{1,2}$/.test(a) ? [a, b] : [b, a];
  if (!/^\d{1,2}$/.test(dayText)) return null;
  const month = monthNumber(monthText);
  const day = Number(dayText);
  if (month === null || day < 1 || day > 31) return null;
  return { month, day };
}

/** YYYY-MM-DD of a year, month and day, or null when that day does not exist (February 30). */
export function isoDate(year: number, month: number, day: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
