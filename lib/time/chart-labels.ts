/**
 * Dates on a chart's axis in the reader's locale, never ambiguous: the month is a word, so
 * 3/4 can't be read as March 4 by one reader and 3 April by another ("Mar 4", "4 Mar"), and a
 * month keeps its whole year ("Nov 2026", never "Nov 26", which reads as a day).
 */
const DEFAULT_LOCALE = "en-US";
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, kind: "day" | "month"): Intl.DateTimeFormat {
  const key = `${kind}|${locale}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      month: "short",
      ...(kind === "day" ? { day: "numeric" } : { year: "numeric" }),
    });
    formatters.set(key, f);
  }
  return f;
}

/** The first language of an Accept-Language header that Intl knows, else US English. */
export function localeFromAcceptLanguage(header: string | null | undefined): string {
  const tags = (header ?? "")
    .split(",")
    .map((part) => part.split(";")[0]!.trim())
    .filter((tag) => tag && tag !== "*");
  for (const tag of tags) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // a malformed tag: try the next
    }
  }
  return DEFAULT_LOCALE;
}

/**
 * Labels already written, per locale and date: every chart of every page labels the same
 * recent days, and formatting one is a Date and an Intl call. Bounded, as locales are the
 * readers' to choose.
 */
const labels = new Map<string, string>();
const MAX_LABELS = 10_000;

function label(kind: "day" | "month", locale: string, iso: string): string {
  const key = `${kind}|${locale}|${iso}`;
  let text = labels.get(key);
  if (text === undefined) {
    text = formatter(locale, kind).format(new Date(`${iso}T00:00:00Z`));
    if (labels.size >= MAX_LABELS) labels.clear();
    labels.set(key, text);
  }
  return text;
}

/** "Nov 21" (en-US), "21 Nov" (en-GB), "21. Nov." (de): a calendar date YYYY-MM-DD. */
export function chartDayLabel(date: string, locale: string = DEFAULT_LOCALE): string {
  return label("day", locale, date);
}

/** "Nov 2026" (en-US), "nov 2026" (es): a month YYYY-MM. */
export function chartMonthLabel(month: string, locale: string = DEFAULT_LOCALE): string {
  return label("month", locale, `${month}-01`);
}
