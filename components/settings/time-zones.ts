/**
 * The time zones to offer, computed on the server: the same Intl that validates the choice
 * (`isValidTimeZone` in lib/time/zones.ts) lists them, and the user's own zone is always among
 * them (Intl's list leaves out aliases such as "UTC").
 */
export function timeZoneChoices(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  zones.add("UTC");
  zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
