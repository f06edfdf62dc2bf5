/** Payloads of the medication calls (spec sections 3, 5 and 7), shared by forms and handlers. */
import { z } from "zod";
import { isCalendarDate } from "@/lib/time/dates";
import { FREQUENCIES, STATUSES } from "./fields";

export * from "./fields";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const dateSchema = z
  .string()
  .regex(DATE, "Use a date as YYYY-MM-DD.")
  .refine(isCalendarDate, "Use a real calendar date.")
  // Postgres has no year 0
  .refine((d) => d >= "1900-01-01", "Use a date from 1900 on.");
export const timeSchema = z.string().regex(TIME, "Use a time as HH:MM (24-hour).");

const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === "" ? null : v.trim()));

export const medicationSchema = z.object({
  name: z
    .string({ error: "Name is required." })
    .trim()
    .min(1, "Name is required.")
    .max(120, "Name must be at most 120 characters."),
  dosage: z
    .string({ error: "Dosage is required." })
    .trim()
    .min(1, "Dosage is required.")
    .max(60, "Dosage must be at most 60 characters."),
  frequency: z.enum(FREQUENCIES, { error: `Frequency must be one of: ${FREQUENCIES.join(", ")}.` }).default("daily"),
  time: z
    .union([timeSchema, z.literal(""), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  notes: optionalText(1000, "Notes"),
  prescribed_by: optionalText(120, "Prescribed by"),
  status: z.enum(STATUSES, { error: `Status must be one of: ${STATUSES.join(", ")}.` }).default("active"),
});
export type MedicationInput = z.output<typeof medicationSchema>;

export const doseSchema = z.object({
  date: dateSchema,
  time: timeSchema,
  status: z.enum(["taken", "skipped"], { error: "Status must be taken or skipped." }),
  /** When it was taken; default now. */
  taken_at: z.iso.datetime({ offset: true, error: "taken_at must be an ISO date-time." }).optional(),
});
export type DoseInput = z.output<typeof doseSchema>;

export const doseRangeSchema = z
  .object({ start: dateSchema, end: dateSchema })
  .refine((r) => r.start <= r.end, "start must be on or before end.")
  .refine((r) => (Date.parse(r.end) - Date.parse(r.start)) / 86_400_000 <= 366, "The range may span at most 366 days.");

export const reminderSettingsSchema = z.object({
  push: z.boolean({ error: "push must be true or false." }),
  email_missed: z.boolean({ error: "email_missed must be true or false." }),
  sms: z.boolean({ error: "sms must be true or false." }),
  remind_before_minutes: z.union([z.literal(15), z.literal(30), z.literal(60)], {
    error: "remind_before_minutes must be 15, 30 or 60.",
  }),
});
export type ReminderSettingsInput = z.output<typeof reminderSettingsSchema>;
