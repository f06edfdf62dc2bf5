/**
 * Whether imported records are what POST /api/batch accepts: each item's body parsed with the
 * schema its kind's entry in the batch (and its single route) parses with.
 */
import * as z from "zod/mini";
import { KINDS } from "@/lib/batch/kinds";
import type { ImportRecord } from "@/lib/data-transfer/other-apps/types";

/** "food_entry 2020-01-01: Calories must be …" for each item the routes would refuse. */
export function refusedItems(records: readonly ImportRecord[]): string[] {
  const problems: string[] = [];
  for (const record of records) {
    for (const item of record.items) {
      const parsed = z.safeParse(KINDS[item.kind].schema, item.body);
      if (!parsed.success)
        problems.push(`${item.kind} ${record.date}: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
    }
  }
  return problems;
}
