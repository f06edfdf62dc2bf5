/**
 * POST /api/import: restores our own CSV export into the signed-in account. The manifest
 * must be ours and every file must match its SHA-256 and row count; records already in
 * the account (same natural key, counted as a multiset) are skipped, so importing the
 * same export twice, or into the account it came from, adds nothing. The plan's rules of the
 * single routes hold (the Free plan's daily food entries, the kinds a plan lacks): what they
 * refuse is skipped and counted with the route's own detail. The rest is all or nothing.
 * A restored record gets a new id; what refers to another record by its id in the file (a
 * dose, an episode's acute medication, a recipe's ingredient) is linked to the record restored
 * from it, or to the one already in the account that stands for it.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Db } from "@/db/client";
import type { RecipeIngredient } from "@/db/schema";
import { pgErrorCode } from "@/lib/errors/db-errors";
import { ApiError } from "@/lib/errors/api-error";
import { sql } from "drizzle-orm";
import { dailyFoodEntryLimit, foodEntryLimitDetail } from "@/lib/billing/entitlements";
import { IMPORT_SUMMARY_KINDS, KIND_NAMES, type ExportKind, type ImportSummary } from "../format";
import { naturalKey } from "../restore-rows";
import { readArchive } from "./restore-archive";
import { oneImportAtATime } from "./restore-lock";
import {
  ALREADY_THERE,
  DOSE_WITHOUT_MEDICATION,
  type ImportingUser,
  NOT_IMPORTED,
  ONE_PER_KEY,
  PLACE_KEPT,
  planRefusal,
  WITHOUT_EPISODE,
} from "./restore-rules";
import { kindTable, loadKind } from "./records";

const BATCH = 500;
const YIELD_EVERY = 2000;

export type { ImportingUser };

function emptySummary(): ImportSummary {
  return Object.fromEntries(
    IMPORT_SUMMARY_KINDS.map((k) => [k, { imported: 0, skipped: 0, skipped_reasons: [] }]),
  ) as unknown as ImportSummary;
}

function skippedAll(count: number, reason: string) {
  return { imported: 0, skipped: count, skipped_reasons: count > 0 ? [{ reason, count }] : [] };
}

export async function importExport(db: Db, user: ImportingUser, bytes: Buffer): Promise<ImportSummary> {
  return oneImportAtATime(db, user.id, () => readAndInsert(db, user, bytes));
}

async function readAndInsert(db: Db, user: ImportingUser, bytes: Buffer): Promise<ImportSummary> {
  const { records, exportOnly } = await readArchive(bytes);
  try {
    const summary = await insertAll(db, user, records);
    for (const [kind, count] of exportOnly) summary[kind] = skippedAll(count, NOT_IMPORTED[kind]);
    return summary;
  } catch (err) {
    // a value the database refuses (a date like 2026-02-31, an integer overflow, a NUL): the file, not the server
    const code = pgErrorCode(err);
    if (code?.startsWith("22") || code?.startsWith("23"))
      throw ApiError.badRequest("The export is damaged: it holds a value that cannot be stored. Nothing was imported.");
    throw err;
  }
}

async function insertAll(
  db: Db,
  user: ImportingUser,
  incoming: Map<ExportKind, Record<string, unknown>[]>,
): Promise<ImportSummary> {
  const userId = user.id;
  return db.transaction(async (tx) => {
    const summary = emptySummary();
    const skip = (kind: ExportKind, reason: string) => {
      const result = summary[kind];
      result.skipped += 1;
      const found = result.skipped_reasons.find((r) => r.reason === reason);
      if (found) found.count += 1;
      else result.skipped_reasons.push({ reason, count: 1 });
    };
    const foodLimit = dailyFoodEntryLimit(user);
    // the single route's lock: an entry logged meanwhile cannot take a slot the import counted as free
    if (foodLimit !== null && (incoming.get("food_entries")?.length ?? 0) > 0)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`food:${userId}`}))`);
    const foodOnDay = new Map<string, number>();
    // medications first: the doses refer to them by the id in the file
    const medKeyByFileId = new Map<string, string>();
    const medIdByKey = new Map<string, string>();
    for (const m of await loadKind(tx, userId, "medications"))
      medIdByKey.set(naturalKey("medications", m), String(m.medication_id));
    // custom foods before recipes: an ingredient refers to its food by the id in the file
    const foodKeyByFileId = new Map<string, string>();
    const foodIdByKey = new Map<string, string>();
    // episodes before their acute medications: each episode's id in the file, to this account's
    // (null when it was not imported); an episode already here stands for the one in the file
    const episodeIdByFileId = new Map<string, string | null>();
    const episodeIdsByKey = new Map<string, string[]>();
    /**
     * An acute medication's two ids as this account's, or why it is left out. No plan gates it:
     * a new episode's comes with the episode, and an episode already here may be edited on any plan.
     */
    const episodeLink = (row: Record<string, unknown>): Record<string, unknown> | string => {
      const triggerId = episodeIdByFileId.get(String(row.trigger_id));
      const medKey = medKeyByFileId.get(String(row.medication_id));
      if (triggerId === undefined || medKey === undefined)
        throw ApiError.badRequest(
          "The export is damaged: an episode's acute medication refers to an episode or a medication that is not in it.",
        );
      if (triggerId === null) return WITHOUT_EPISODE;
      const medicationId = medIdByKey.get(medKey);
      if (!medicationId) return DOSE_WITHOUT_MEDICATION;
      return { trigger_id: triggerId, medication_id: medicationId };
    };
    // one place per account: one it has already is kept
    let hasPlace = false;
    for (const kind of KIND_NAMES) {
      const rows = incoming.get(kind) ?? [];
      if (rows.length === 0) continue;
      const medicationKey = (id: string) => medKeyByFileId.get(id) ?? "";
      const remaining = new Map<string, number>();
      for (const existing of await loadKind(tx, userId, kind)) {
        const key = naturalKey(
          kind,
          existing,
          kind === "medication_doses" ? (id) => [...medIdByKey].find(([, v]) => v === id)?.[0] ?? "" : undefined,
        );
        remaining.set(key, (remaining.get(key) ?? 0) + 1);
        if (kind === "custom_foods") foodIdByKey.set(key, String(existing.food_id));
        if (kind === "weather_locations") hasPlace = true;
        if (kind === "migraines")
          episodeIdsByKey.set(key, [...(episodeIdsByKey.get(key) ?? []), String(existing.trigger_id)]);
        if (kind === "food_entries")
          foodOnDay.set(String(existing.date), (foodOnDay.get(String(existing.date)) ?? 0) + 1);
      }
      const refusal = planRefusal(user, kind);
      const once = ONE_PER_KEY.has(kind);
      const toInsert: Record<string, unknown>[] = [];
      for (const [at, fileRow] of rows.entries()) {
        // a long file gives the event loop back now and then: other requests go on meanwhile
        if (at > 0 && at % YIELD_EVERY === 0) await nextTurn();
        let row = fileRow;
        if (kind === "migraine_medications") {
          const link = episodeLink(row);
          if (typeof link === "string") {
            skip(kind, link);
            continue;
          }
          row = link;
        }
        const key = naturalKey(kind, row, medicationKey);
        if (kind === "medications") medKeyByFileId.set(String(row.medication_id), key);
        if (kind === "custom_foods") foodKeyByFileId.set(String(row.food_id), key);
        if (kind === "migraines") episodeIdByFileId.set(String(row.trigger_id), null);
        const left = remaining.get(key) ?? 0;
        if (left > 0) {
          if (!once) remaining.set(key, left - 1);
          if (kind === "migraines") episodeIdByFileId.set(String(row.trigger_id), episodeIdsByKey.get(key)!.shift()!);
          skip(kind, ALREADY_THERE);
          continue;
        }
        if (kind === "weather_locations" && hasPlace) {
          skip(kind, PLACE_KEPT);
          continue;
        }
        if (refusal) {
          skip(kind, refusal);
          continue;
        }
        if (kind === "food_entries" && foodLimit !== null) {
          const day = String(row.date);
          const taken = foodOnDay.get(day) ?? 0;
          if (taken >= foodLimit) {
            skip(kind, foodEntryLimitDetail(foodLimit));
            continue;
          }
          foodOnDay.set(day, taken + 1);
        }
        const values: Record<string, unknown> = { ...row, user_id: userId };
        if (kind === "medications") {
          const id = randomUUID();
          values.medication_id = id;
          medIdByKey.set(key, id);
        }
        if (kind === "custom_foods") {
          const id = randomUUID();
          values.food_id = id;
          foodIdByKey.set(key, id);
        }
        if (kind === "migraines") {
          const id = randomUUID();
          values.trigger_id = id;
          episodeIdByFileId.set(String(row.trigger_id), id);
        }
        // an ingredient whose food is not in the export keeps its figures as a typed one
        if (kind === "recipes")
          values.ingredients = (row.ingredients as RecipeIngredient[]).map((i) => ({
            ...i,
            food_id: i.food_id ? (foodIdByKey.get(foodKeyByFileId.get(i.food_id) ?? "") ?? null) : null,
          }));
        if (kind === "medication_doses") {
          const medKey = medKeyByFileId.get(String(row.medication_id));
          if (medKey === undefined)
            throw ApiError.badRequest("The export is damaged: a dose refers to a medication that is not in it.");
          const id = medIdByKey.get(medKey);
          if (!id) {
            skip(kind, DOSE_WITHOUT_MEDICATION);
            continue;
          }
          values.medication_id = id;
        }
        if (once) remaining.set(key, 1);
        if (kind === "weather_locations") hasPlace = true;
        toInsert.push(values);
      }
      for (let i = 0; i < toInsert.length; i += BATCH) {
        // one code path for every table, each row typed by import-rows
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
        await tx.insert(kindTable(kind) as any).values(toInsert.slice(i, i + BATCH) as any);
      }
      summary[kind].imported = toInsert.length;
    }
    return summary;
  });
}
