/** What the caregiver alert call answers, as a schema (the OpenAPI document is generated from it). */
import * as z from "zod/mini";

/** The viewer's alert on one member's doses (`MissedDoseAlert`); null: off. */
export const missedDoseAlertViewSchema = z.object({ missed_dose_minutes: z.nullable(z.int()) });
