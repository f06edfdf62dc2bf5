/**
 * Fitbit's dates: "MM/DD/YY" and "MM/DD/YY HH:MM:SS" (American order whatever the user's
 * locale, two-digit years of this century: Fitbit began in 2008). Logged values (weight,
 * water, food, the day of a resting heart rate) carry the user's own calendar day and clock;
 * recorded series (heart rate, steps) and exercise start times are in UTC.
 */
const STAMP = /^(\d{2})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

type Parts = { date: string; time: string | null; iso: string | null };

function partsOf(text: unknown): Parts | null {
  if (typeof text !== "string") return null;
  const m = STAMP.exec(text.trim());
  if (!m) return null;
  const date = `20${m[3]}-${m[1]}-${m[2]}`;
  if (m[4] === undefined) return { date, time: null, iso: null };
  return { date, time: `${m[4]}:${m[5]}`, iso: `${date}T${m[4]}:${m[5]}:${m[6]}Z` };
}

/** "05/18/15" → "2015-05-18" (the time of a "05/18/15 00:00:00" ignored); null when not a date. */
export function fitbitDate(text: unknown): string | null {
  return partsOf(text)?.date ?? null;
}

/** "09:03:30" or the time of "2018-01-31T09:03:30.000" → "09:03"; null when not a time. */
export function fitbitClock(text: unknown): string | null {
  if (typeof text !== "string") return null;
  const m = /(?:^|T)(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text.trim());
  return m ? `${m[1]}:${m[2]}` : null;
}

/** "05/19/15 02:01:19", read as UTC; null when not a date and time. */
export function fitbitInstant(text: unknown): Date | null {
  const iso = partsOf(text)?.iso;
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}
