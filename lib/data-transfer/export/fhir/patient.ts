/**
 * The bundle's Patient: the name, the year of birth and the administrative gender, and
 * nothing else that identifies the person (no email, no account id: its address is derived).
 */
import type { Gender } from "@/lib/identity/schema";
import { localDateIn } from "@/lib/time/zones";
import { derivedUuid, urn, type Entry } from "./resources";

/** The profile always states one of the three, each of which FHIR has by the same name. */
const ADMINISTRATIVE_GENDER: Record<Gender, "female" | "male" | "other"> = {
  female: "female",
  male: "male",
  other: "other",
};

type PatientUser = { id: string; name: string; age: number; gender: string; time_zone: string };

/** The patient's address in the bundle: every other resource's subject. */
export const patientUrn = (userId: string) => urn(derivedUuid(userId, "patient"));

/**
 * The year of birth from the age on the profile: this year less the age, the later of the two
 * years it can be (vitalog keeps no birth date), so FHIR's year-only date form says no more.
 */
export function birthYear(age: number, timeZone: string, now: Date): string | undefined {
  if (!Number.isInteger(age) || age <= 0) return undefined;
  const year = Number(localDateIn(timeZone, now).slice(0, 4)) - age;
  return String(year).padStart(4, "0");
}

export function patientEntry(user: PatientUser, now: Date): Entry {
  const gender = ADMINISTRATIVE_GENDER[user.gender as Gender];
  const birthDate = birthYear(user.age, user.time_zone, now);
  return {
    fullUrl: patientUrn(user.id),
    resource: {
      resourceType: "Patient",
      name: [{ text: user.name }],
      ...(gender ? { gender } : {}),
      ...(birthDate ? { birthDate } : {}),
    },
  };
}
