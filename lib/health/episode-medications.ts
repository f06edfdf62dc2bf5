/**
 * The acute medications taken for a migraine episode: the user's own medications, linked to the
 * episode in `migraine_medications`. The monthly counts of acute medication days read these
 * links, so an episode names only medications its owner has, each once.
 */
import "server-only";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { medications, migraineMedications } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

/** What an episode lists of each medication taken for it. */
const acuteMedicationColumns = {
  medication_id: medications.medication_id,
  name: medications.name,
  acute_class: medications.acute_class,
};

/** A medication taken for an episode, as an episode lists it. */
export type AcuteMedication = Pick<typeof medications.$inferSelect, keyof typeof acuteMedicationColumns>;

/** What an episode carries about its acute medications. */
export type EpisodeMedications = { acute_medication_ids: string[]; acute_medications: AcuteMedication[] };

/** A medication the migraine form offers to tick: one of the user's, with an acute class. */
export type AcuteMedicationOption = AcuteMedication & { acute_class: string };

/** The 404 detail of an acute medication id that names none of the caller's medications. */
export function acuteMedicationNotFound(id: string): string {
  return `Acute medication ${id} is not one of your medications.`;
}

/**
 * Replaces the episode's acute medications by `ids` (the schema has dropped repeats): 404 when
 * an id names none of the user's medications. Runs inside the episode's own transaction, so an
 * episode is never stored with a refused list.
 */
export async function replaceEpisodeMedications(
  tx: Db,
  { userId, triggerId, ids }: { userId: string; triggerId: string; ids: string[] },
): Promise<void> {
  if (ids.length > 0) {
    const owned = await tx
      .select({ id: medications.medication_id })
      .from(medications)
      .where(and(eq(medications.user_id, userId), inArray(medications.medication_id, ids)));
    const mine = new Set(owned.map((r) => r.id));
    const missing = ids.find((id) => !mine.has(id));
    if (missing) throw ApiError.notFound(acuteMedicationNotFound(missing));
  }
  await tx.delete(migraineMedications).where(eq(migraineMedications.trigger_id, triggerId));
  if (ids.length > 0) {
    await tx
      .insert(migraineMedications)
      .values(ids.map((medication_id) => ({ trigger_id: triggerId, medication_id, user_id: userId })));
  }
}

/** Each episode with its acute medications (by name), in one query for the whole list. */
export async function withEpisodeMedications<E extends { trigger_id: string }>(
  db: Db,
  { userId, episodes }: { userId: string; episodes: E[] },
): Promise<(E & EpisodeMedications)[]> {
  const byEpisode = new Map<string, AcuteMedication[]>();
  if (episodes.length > 0) {
    const rows = await db
      .select({ trigger_id: migraineMedications.trigger_id, ...acuteMedicationColumns })
      .from(migraineMedications)
      .innerJoin(medications, eq(medications.medication_id, migraineMedications.medication_id))
      .where(
        and(
          eq(migraineMedications.user_id, userId),
          inArray(
            migraineMedications.trigger_id,
            episodes.map((e) => e.trigger_id),
          ),
        ),
      )
      .orderBy(asc(sql`lower(${medications.name})`), asc(medications.medication_id));
    for (const { trigger_id, ...med } of rows) {
      byEpisode.set(trigger_id, [...(byEpisode.get(trigger_id) ?? []), med]);
    }
  }
  return episodes.map((e) => {
    const meds = byEpisode.get(e.trigger_id) ?? [];
    return { ...e, acute_medication_ids: meds.map((m) => m.medication_id), acute_medications: meds };
  });
}

/** The user's medications that have an acute class, by name: what the migraine form offers. */
export async function listAcuteMedicationOptions(
  db: Db,
  { userId }: { userId: string },
): Promise<AcuteMedicationOption[]> {
  const rows = await db
    .select(acuteMedicationColumns)
    .from(medications)
    .where(and(eq(medications.user_id, userId), isNotNull(medications.acute_class)))
    .orderBy(asc(sql`lower(${medications.name})`), asc(medications.created_at));
  return rows.map((r) => ({ ...r, acute_class: r.acute_class! }));
}
