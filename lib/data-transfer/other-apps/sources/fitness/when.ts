/**
 * The local date and time of a record, or why it cannot be stored: an instant (a time with
 * an offset, or in UTC) is seen in the user's zone; a wall-clock date and time are the user's
 * own as written.
 */
import { isCalendarDate } from "@/lib/time/dates";
import { dateProblem, localOf } from "../../time";
import type { ImportContext } from "../../types";
import type { When } from "./records";

export const NO_DATE = "Records without a readable date";

export type Dated = When | { problem: string };

export function whenOfInstant(at: Date | null, ctx: ImportContext): Dated {
  if (!at || Number.isNaN(at.getTime())) return { problem: NO_DATE };
  const local = localOf(at, ctx);
  const problem = dateProblem(local.date, ctx);
  return problem ? { problem } : local;
}

export function whenOfDay(date: string | null, time: string | null, ctx: ImportContext): Dated {
  if (!date || !isCalendarDate(date)) return { problem: NO_DATE };
  const problem = dateProblem(date, ctx);
  return problem ? { problem } : { date, time };
}
