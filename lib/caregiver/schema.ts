/**
 * The caregiver's missed-dose alert on one family member: how many minutes after a dose's
 * time an unmarked dose counts as missed, or null to turn the alert off.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";

export const MISSED_DOSE_MINUTES_MIN = 5;
/** A whole day: later than that, the dose is the next day's business. */
export const MISSED_DOSE_MINUTES_MAX = 1440;
/** What the form offers first. */
export const MISSED_DOSE_MINUTES_DEFAULT = 60;

const RANGE = `missed_dose_minutes must be a whole number of minutes from ${MISSED_DOSE_MINUTES_MIN} to ${MISSED_DOSE_MINUTES_MAX}, or null to turn the alert off`;

export const missedDoseMinutesSchema = z.nullable(
  z.int({ error: RANGE }).check(z.minimum(MISSED_DOSE_MINUTES_MIN, RANGE), z.maximum(MISSED_DOSE_MINUTES_MAX, RANGE)),
);

export const missedDoseAlertSchema = z.object({ missed_dose_minutes: missedDoseMinutesSchema });
export type MissedDoseAlertInput = output<typeof missedDoseAlertSchema>;
