/**
 * WHOOP's times: "2024-09-14 07:08:42" in the clock of the cycle, whose offset is a column of
 * its own ("UTC-04:00", "UTC+01:00", and "UTCZ" for UTC itself). The instant is kept and
 * shown in the user's zone; a row without a readable offset is read in the user's zone.
 */
import { zonedInstant } from "@/lib/time/zones";
import type { ImportContext } from "../../types";
import type { Columns } from "../fitness/columns";

export const CYCLE_START = "Cycle start time";
export const CYCLE_END = "Cycle end time";
export const CYCLE_ZONE = "Cycle timezone";

const WALL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

/** "UTC-04:00" → "-04:00"; "UTCZ" or "UTC" → "Z"; null when not an offset. */
export function offsetOf(zone: string): string | null {
  const m = /^(?:UTC|GMT)\s*(?:(Z)|([+-])(\d{1,2}):?(\d{2})?)?$/i.exec(zone.trim());
  if (!m) return null;
  if (m[1] || !m[2]) return "Z";
  return `${m[2]}${m[3]!.padStart(2, "0")}:${m[4] ?? "00"}`;
}

export function whoopInstant(text: string, zone: string, ctx: ImportContext): Date | null {
  const m = WALL.exec(text.trim());
  if (!m) return null;
  const offset = offsetOf(zone);
  const at = offset ? new Date(`${m[1]}T${m[2]}${m[3] ?? ":00"}${offset}`) : zonedInstant(m[1]!, m[2]!, ctx.timeZone);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The instant of a row's cell `name`, in the row's cycle zone. */
export function instantAt(columns: Columns, cells: readonly string[], name: string, ctx: ImportContext): Date | null {
  return whoopInstant(columns.text(cells, name), columns.text(cells, CYCLE_ZONE), ctx);
}
