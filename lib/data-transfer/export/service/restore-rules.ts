/**
 * The import's rules per kind: why a record is left out (in the single routes' own words where
 * a plan refuses it) and which kinds the database holds once per key.
 */
import { ApiError } from "@/lib/errors/api-error";
import { assertCan, can, type Feature, type Subscription } from "@/lib/billing/entitlements";
import type { ExportKind, ExportOnlyKind } from "../format";

/** The user the import writes for: whose rows, and the plan whose rules apply. */
export type ImportingUser = Subscription & { id: string };

export const ALREADY_THERE = "Already in this account.";
export const DOSE_WITHOUT_MEDICATION = "Its medication was not imported (see medications).";
export const WITHOUT_EPISODE = "Its episode was not imported (see migraines).";
export const PLACE_KEPT = "This account already has a weather place: it is kept.";
/** Kinds an export carries that are this account's own record, never written by an import. */
export const NOT_IMPORTED: Record<ExportOnlyKind, string> = {
  account_activity: "Account activity is not imported: it is the record of the account it was exported from.",
};

/** The kinds whose single route needs a plan feature: the same refusal, in the same words. */
export const KIND_FEATURE: Partial<Record<ExportKind, Feature>> = {
  migraines: "migraine_create",
  medications: "medication_create",
  questionnaire_responses: "questionnaire_create",
};

/**
 * Kinds the database holds once per natural key (a primary or unique key): a second record
 * with a key already taken, in the account or earlier in the file, is skipped.
 */
export const ONE_PER_KEY: ReadonlySet<ExportKind> = new Set([
  "migraine_medications",
  "weather_days",
  "suspected_triggers",
]);

export function planRefusal(user: ImportingUser, kind: ExportKind): string | null {
  const feature = KIND_FEATURE[kind];
  if (!feature || can(user, feature)) return null;
  try {
    assertCan(user, feature);
  } catch (err) {
    if (err instanceof ApiError) return err.detail;
    throw err;
  }
  return null;
}
