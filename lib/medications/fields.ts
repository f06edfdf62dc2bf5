/**
 * The medication choices and labels.
 * Free of zod: client components import from here, so zod stays out of the browser
 * bundle. `./schema` re-exports everything here.
 */
export const FREQUENCIES = ["daily", "twice_daily", "three_times_daily", "weekly", "as_needed"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
/** "prn" is shown as "As Needed"; anything but active and prn reads "Inactive". */
export const STATUSES = ["active", "prn", "inactive"] as const;
export const REMIND_BEFORE_OPTIONS = [15, 30, 60] as const;

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  daily: "Once daily",
  twice_daily: "Twice daily",
  three_times_daily: "Three times daily",
  weekly: "Weekly",
  as_needed: "As needed",
};

/** The spec's status wording: active; prn "As Needed"; anything else "Inactive". */
export function statusLabel(status: string): string {
  if (status === "active") return "Active";
  if (status === "prn") return "As Needed";
  return "Inactive";
}
