/**
 * The plan's rules on an import, known before anything is sent: the same rules as for records
 * typed by hand. The Free plan logs at most a few food entries a day, so a food history is
 * refused whole there rather than cut to the first entries of each day.
 */
import { FREE_DAILY_FOOD_ENTRIES, type Plan } from "@/lib/billing/entitlements";
import type { RecordKind } from "./types";

export function foodImportRefusal(): string {
  return `Importing food history requires the Premium or Pro plan: the Free plan allows ${FREE_DAILY_FOOD_ENTRIES} food entries per day. Upgrade to continue.`;
}

/** Why `plan` cannot import records of `kind`, or null when it can. */
export function planRefusal(kind: RecordKind, plan: Plan): string | null {
  if (kind === "food" && plan === "free") return foodImportRefusal();
  return null;
}
