/**
 * The few FHIR R4 shapes the export writes, typed as far as it writes them (the tests check
 * the whole bundle against the R4 definitions), and the entry's stable address.
 */
import { createHash } from "node:crypto";
import type { Coding, UcumUnit } from "./codes";
import { UCUM } from "./codes";

export type CodeableConcept = { coding?: Coding[]; text?: string };
export type Reference = { reference: string };
export type Quantity = { value: number; unit: string; system: typeof UCUM; code: string };
export type Annotation = { text: string };
export type Period = { start: string; end?: string };

export type Resource = { resourceType: string } & Record<string, unknown>;
export type Entry = { fullUrl: string; resource: Resource };

/** A record's address inside the bundle: its own row id, so an export made twice names it the same. */
export const urn = (uuid: string) => `urn:uuid:${uuid}`;

/**
 * A stable UUID for what has no row of its own (the patient, the migraine condition), made
 * from the user's id by a one-way hash so the account's own id never leaves in the file.
 */
export function derivedUuid(userId: string, what: string): string {
  const h = createHash("sha256").update(`vitalog-fhir:${what}:${userId}`).digest("hex");
  // shaped as a version 4 UUID (variant 10xx) so any reader takes it as one
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const quantity = (value: number, unit: UcumUnit): Quantity => ({
  value,
  unit: unit.unit,
  system: UCUM,
  code: unit.code,
});

export const notes = (...texts: (string | null | undefined)[]): { note?: Annotation[] } => {
  const note = texts.filter((t): t is string => !!t && t.trim() !== "").map((text) => ({ text }));
  return note.length ? { note } : {};
};
