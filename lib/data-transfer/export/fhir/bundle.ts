/**
 * The FHIR R4 export: one Bundle (type collection) of a user's data in the areas given,
 * for a clinician's system: the Patient always, the vitals as Observations with LOINC codes
 * and UCUM units, the medications as MedicationStatements, and migraine as a Condition with
 * an Observation per episode. Exercise, food and the journal have no resource a clinical
 * record reads them by, so the bundle leaves them out whatever the areas say.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { SHARE_AREAS, type ShareArea } from "@/lib/identity/share-areas";
import { medicationEntries } from "./medications";
import { migraineEntries } from "./migraines";
import { patientEntry, patientUrn } from "./patient";
import type { Entry } from "./resources";
import { vitalsEntries } from "./vitals";

export type FhirBundle = {
  resourceType: "Bundle";
  type: "collection";
  entry: { fullUrl: string; resource: Record<string, unknown> }[];
} & Record<string, unknown>;

export async function fhirBundle(
  db: Db,
  userId: string,
  areas: readonly ShareArea[] = SHARE_AREAS,
  now: Date = new Date(),
): Promise<FhirBundle> {
  const [user] = await db
    .select({ id: users.id, name: users.name, age: users.age, gender: users.gender, time_zone: users.time_zone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw ApiError.notFound();
  const subject = patientUrn(user.id);
  const ctx = { userId: user.id, subject, timeZone: user.time_zone };
  const entry: Entry[] = [patientEntry(user, now)];
  if (areas.includes("vitals")) entry.push(...(await vitalsEntries(db, user.id, ctx)));
  if (areas.includes("medications")) entry.push(...(await medicationEntries(db, user.id, subject)));
  if (areas.includes("migraines")) entry.push(...(await migraineEntries(db, ctx)));
  return { resourceType: "Bundle", type: "collection", timestamp: now.toISOString(), entry };
}
