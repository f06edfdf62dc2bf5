/**
 * POST /api/import: restores our own CSV export into the signed-in account. The manifest
 * must be ours and every file must match its SHA-256 and row count; records already in
 * the account (same natural key, counted as a multiset) are skipped, so importing the
 * same export twice, or into the account it came from, adds nothing. All or nothing.
 */
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { Db } from "@/db/client";
import type { RecipeIngredient } from "@/db/schema";
import { strictUtf8 } from "@/lib/api/body-text";
import { pgErrorCode } from "@/lib/api/db-errors";
import { ApiError } from "@/lib/api/errors";
import { parseCsvRecords } from "../csv-parse";
import {
  KIND_NAMES,
  MANIFEST_FORMAT,
  MANIFEST_VERSION,
  type ExportKind,
  type ImportSummary,
  type Manifest,
} from "../format";
import { naturalKey, RowError, typedRow } from "../import-rows";
import { readZip, ZipError } from "../zip-read";
import { kindTable, loadKind } from "./records";

const NOT_OURS = "This file is not a vitalog export (a zip with manifest.json).";
const BATCH = 500;

function readArchive(bytes: Buffer): Map<ExportKind, Record<string, unknown>[]> {
  let files: Map<string, Buffer>;
  try {
    files = readZip(bytes);
  } catch (err) {
    throw ApiError.badRequest(err instanceof ZipError ? `${NOT_OURS} (${err.message})` : NOT_OURS);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(strictUtf8(files.get("manifest.json") ?? new Uint8Array()) ?? "") as Manifest;
  } catch {
    throw ApiError.badRequest(NOT_OURS);
  }
  if (manifest?.format !== MANIFEST_FORMAT || !Array.isArray(manifest.files)) throw ApiError.badRequest(NOT_OURS);
  if (manifest.version !== MANIFEST_VERSION)
    throw ApiError.badRequest(
      `This export has version ${manifest.version}; this app reads version ${MANIFEST_VERSION}.`,
    );
  const out = new Map<ExportKind, Record<string, unknown>[]>();
  for (const entry of manifest.files) {
    const kind = KIND_NAMES.find((k) => k === entry.kind);
    const content = files.get(entry.file);
    if (!kind || !content) throw ApiError.badRequest(`The export is damaged: ${entry.file} is missing.`);
    if (createHash("sha256").update(content).digest("hex") !== entry.sha256)
      throw ApiError.badRequest(`The export is damaged: ${entry.file} does not match its checksum.`);
    const text = strictUtf8(content);
    if (text === null) throw ApiError.badRequest(`The export is damaged: ${entry.file} is not UTF-8 text.`);
    const records = parseCsvRecords(text);
    if (records.length !== entry.count)
      throw ApiError.badRequest(
        `The export is damaged: ${entry.file} has ${records.length} rows, its manifest says ${entry.count}.`,
      );
    out.set(
      kind,
      records.map((r, i) => {
        try {
          return typedRow(kind, r);
        } catch (err) {
          throw ApiError.badRequest(
            `${entry.file}, row ${i + 2}: ${err instanceof RowError ? err.message : "unreadable"}.`,
          );
        }
      }),
    );
  }
  return out;
}

export async function importExport(db: Db, userId: string, bytes: Buffer): Promise<ImportSummary> {
  const incoming = readArchive(bytes);
  try {
    return await insertAll(db, userId, incoming);
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
  userId: string,
  incoming: Map<ExportKind, Record<string, unknown>[]>,
): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    const summary = Object.fromEntries(KIND_NAMES.map((k) => [k, { imported: 0, skipped: 0 }])) as ImportSummary;
    // medications first: the doses refer to them by the id in the file
    const medKeyByFileId = new Map<string, string>();
    const medIdByKey = new Map<string, string>();
    for (const m of await loadKind(tx, userId, "medications"))
      medIdByKey.set(naturalKey("medications", m), String(m.medication_id));
    // custom foods before recipes: an ingredient refers to its food by the id in the file
    const foodKeyByFileId = new Map<string, string>();
    const foodIdByKey = new Map<string, string>();
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
      }
      const toInsert: Record<string, unknown>[] = [];
      for (const row of rows) {
        const key = naturalKey(kind, row, medicationKey);
        if (kind === "medications") medKeyByFileId.set(String(row.medication_id), key);
        if (kind === "custom_foods") foodKeyByFileId.set(String(row.food_id), key);
        const left = remaining.get(key) ?? 0;
        if (left > 0) {
          remaining.set(key, left - 1);
          summary[kind].skipped += 1;
          continue;
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
        // an ingredient whose food is not in the export keeps its figures as a typed one
        if (kind === "recipes")
          values.ingredients = (row.ingredients as RecipeIngredient[]).map((i) => ({
            ...i,
            food_id: i.food_id ? (foodIdByKey.get(foodKeyByFileId.get(i.food_id) ?? "") ?? null) : null,
          }));
        if (kind === "medication_doses") {
          const id = medIdByKey.get(medKeyByFileId.get(String(row.medication_id)) ?? "");
          if (!id) throw ApiError.badRequest("The export is damaged: a dose refers to a medication that is not in it.");
          values.medication_id = id;
        }
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
