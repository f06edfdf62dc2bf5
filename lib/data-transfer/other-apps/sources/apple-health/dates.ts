/**
 * Apple's timestamps carry the offset of the place they were taken ("2019-06-17 21:07:11
 * -0400" in export.xml, "20210124135440-0500" in export_cda.xml): each keeps its instant and
 * is stored as the user's local date and time.
 */
import { dateProblem, localOf, parseOffsetDateTime } from "../../time";
import type { ImportContext } from "../../types";

export const NO_DATE = "No readable date";

/** The instant of an export.xml date, or null. */
export function appleInstant(text: string | undefined): Date | null {
  return text ? parseOffsetDateTime(text) : null;
}

/** The instant of a CDA date "YYYYMMDDHHMMSS±HHMM" (seconds optional), or null. */
export function cdaInstant(text: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?([+-]\d{4})$/.exec(text ?? "");
  if (!m) return null;
  return parseOffsetDateTime(`${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6] ?? "00"} ${m[7]}`);
}

export type When = { date: string; time: string };

/** The user's local date and time of an instant, or why it cannot be stored. */
export function whenOf(at: Date | null, ctx: ImportContext): When | { problem: string } {
  if (!at) return { problem: NO_DATE };
  const local = localOf(at, ctx);
  const problem = dateProblem(local.date, ctx);
  if (problem) return { problem };
  return { date: local.date, time: local.time ?? "00:00" };
}
