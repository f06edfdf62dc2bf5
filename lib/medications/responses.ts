/**
 * What the medication calls answer, as schemas: the OpenAPI document is generated from them
 * and the contract tests hold every real answer to them.
 */
import * as z from "zod/mini";
import { localDate, rowId, timeOfDay, timestamp } from "@/lib/answers/fields";
import { ACUTE_CLASS_IDS } from "@/lib/migraine/acute-classes";
import { answers } from "@/lib/answers/service-type";
import { FREQUENCIES, STATUSES } from "./schema";
import type { Dose, Medication } from "./service";

/** A medication (`Medication`). */
export const medicationViewSchema = answers<Medication>()(
  z.object({
    medication_id: rowId,
    name: z.string(),
    dosage: z.string(),
    frequency: z.enum(FREQUENCIES),
    /** The first dose's time of day; null: the frequency's default times. */
    time: z.nullable(timeOfDay),
    notes: z.nullable(z.string()),
    prescribed_by: z.nullable(z.string()),
    status: z.enum(STATUSES),
    /** The acute headache class; null: not taken for headaches. */
    acute_class: z.nullable(z.enum(ACUTE_CLASS_IDS)),
    /** The day a preventive treatment started; null: not a preventive. */
    preventive_start: z.nullable(localDate),
    created_at: timestamp,
  }),
);

export const medicationListSchema = z.array(medicationViewSchema);

/** A dose slot recorded taken or skipped (`Dose`). */
export const doseViewSchema = answers<Dose>()(
  z.object({
    dose_id: rowId,
    medication_id: rowId,
    date: localDate,
    /** The scheduled time of day the dose belongs to. */
    time: timeOfDay,
    status: z.enum(["taken", "skipped"]),
    /** When it was taken; null when skipped. */
    taken_at: z.nullable(timestamp),
  }),
);

/** The dose log of a date range: each dose with its medication's name and dosage. */
export const doseLogSchema = z.array(z.object({ ...doseViewSchema.shape, name: z.string(), dosage: z.string() }));
