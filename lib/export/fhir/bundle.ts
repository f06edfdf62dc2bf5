/**
 * The FHIR R4 export: one Bundle (type collection) of a user's data in the areas given.
 * Built by the FHIR work; this module fixes the signature the export route and the
 * provider dashboard call.
 */
import "server-only";
import type { Db } from "@/db/client";
import { SHARE_AREAS, type ShareArea } from "@/lib/sharing/areas";

export type FhirBundle = {
  resourceType: "Bundle";
  type: "collection";
  entry: { fullUrl: string; resource: Record<string, unknown> }[];
} & Record<string, unknown>;

export async function fhirBundle(
  _db: Db,
  _userId: string,
  _areas: readonly ShareArea[] = SHARE_AREAS,
  _now: Date = new Date(),
): Promise<FhirBundle> {
  throw new Error("The FHIR export is not built yet.");
}
