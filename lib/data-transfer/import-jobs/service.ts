/**
 * Imports of other apps' exports, as the server keeps them: what the preview expected and how
 * far the browser got. The records themselves go through POST /api/batch.
 */
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { output } from "zod/v4/core";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { importMappings, imports, type ImportRow } from "@/db/schema";
import type { CsvMapping } from "@/lib/data-transfer/other-apps/types";
import type { importViewSchema, mappingViewSchema } from "./responses";
import type { ImportCreate, ImportUpdate } from "./schema";

export const IMPORT_NOT_FOUND = "Import not found";
export const MAPPING_NOT_FOUND = "Mapping not found";
export const MAPPINGS_MAX = 50;
const LISTED = 10;
/** A running import that sent nothing for this long is shown as interrupted. */
export const INTERRUPTED_AFTER_MS = 2 * 60 * 1000;

/** An import as its calls answer it; `status` as the column holds it (its check allows only IMPORT_STATUSES). */
export type ImportView = Omit<output<typeof importViewSchema>, "status"> & { status: string };

function view(row: ImportRow, now = Date.now()): ImportView {
  return {
    import_id: row.import_id,
    source: row.source,
    files: row.files,
    fingerprint: row.fingerprint,
    status: row.status,
    interrupted: row.status === "running" && now - row.updated_at.getTime() > INTERRUPTED_AFTER_MS,
    kinds: row.kinds,
    chunks_done: row.chunks_done,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function createImport(db: Db, userId: string, input: ImportCreate): Promise<ImportView> {
  const kinds = Object.fromEntries(
    Object.entries(input.kinds).map(([kind, { expected }]) => [
      kind,
      { expected, imported: 0, present: 0, refused: 0, reasons: [] },
    ]),
  );
  const [row] = await db
    .insert(imports)
    .values({ user_id: userId, source: input.source, files: input.files, fingerprint: input.fingerprint, kinds })
    .returning();
  return view(row!);
}

export async function listImports(db: Db, userId: string): Promise<ImportView[]> {
  const rows = await db
    .select()
    .from(imports)
    .where(eq(imports.user_id, userId))
    .orderBy(desc(imports.created_at))
    .limit(LISTED);
  return rows.map((row) => view(row));
}

export async function getImport(db: Db, userId: string, importId: string): Promise<ImportView | null> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.user_id, userId), eq(imports.import_id, importId)));
  return row ? view(row) : null;
}

/** Records the browser's progress; the kinds it sends replace the stored counts, keeping `expected`. */
export async function updateImport(
  db: Db,
  userId: string,
  importId: string,
  input: ImportUpdate,
): Promise<ImportView | null> {
  const current = await getImport(db, userId, importId);
  if (!current) return null;
  const kinds = input.kinds ? { ...current.kinds, ...input.kinds } : current.kinds;
  const [row] = await db
    .update(imports)
    .set({
      kinds,
      ...(input.chunks_done !== undefined ? { chunks_done: Math.max(input.chunks_done, current.chunks_done) } : {}),
      ...(input.status ? { status: input.status } : {}),
      updated_at: new Date(),
    })
    .where(and(eq(imports.user_id, userId), eq(imports.import_id, importId)))
    .returning();
  return row ? view(row) : null;
}

/** A saved mapping as `/api/import-mappings` answers it. */
export type MappingView = output<typeof mappingViewSchema>;

function mappingView(r: typeof importMappings.$inferSelect): MappingView {
  return {
    mapping_id: r.mapping_id,
    name: r.name,
    mapping: r.mapping as CsvMapping,
    created_at: r.created_at.toISOString(),
  };
}

export async function listMappings(db: Db, userId: string): Promise<MappingView[]> {
  const rows = await db
    .select()
    .from(importMappings)
    .where(eq(importMappings.user_id, userId))
    .orderBy(desc(importMappings.created_at))
    .limit(MAPPINGS_MAX);
  return rows.map(mappingView);
}

export const TOO_MANY_MAPPINGS = `At most ${MAPPINGS_MAX} saved mappings: delete one first.`;

/** Saves a mapping; 409 when the user already has MAPPINGS_MAX. */
export async function createMapping(
  db: Db,
  userId: string,
  input: { name: string; mapping: CsvMapping },
): Promise<MappingView> {
  if ((await listMappings(db, userId)).length >= MAPPINGS_MAX) throw ApiError.conflict(TOO_MANY_MAPPINGS);
  const [r] = await db
    .insert(importMappings)
    .values({ user_id: userId, name: input.name, mapping: input.mapping })
    .returning();
  return mappingView(r!);
}

export async function deleteMapping(db: Db, userId: string, mappingId: string): Promise<boolean> {
  const rows = await db
    .delete(importMappings)
    .where(and(eq(importMappings.user_id, userId), eq(importMappings.mapping_id, mappingId)))
    .returning({ id: importMappings.mapping_id });
  return rows.length > 0;
}
