/**
 * The medication payloads, choices and limits, shared by the forms (which validate with them
 * before sending) and the route handlers (which parse with them): one rule, one message.
 */
import * as z from "zod/mini";
import { pastDateSchema } from "@/lib/validation/future-date";
import type { output } from "zod/v4/core";
import { daysBetween } from "@/lib/time/dates";
import { dateSchema, optionalText, requiredText, timeSchema } from "@/lib/validation/common";
import { acuteClassSchema } from "@/lib/migraine/acute-classes";

export const FREQUENCIES = ["daily", "twice_daily", "three_times_daily", "weekly", "as_needed"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
/** "prn" is a medication taken as needed; anything but active and prn is stopped. */
export const STATUSES = ["active", "prn", "inactive"] as const;
export const REMIND_BEFORE_OPTIONS = [15, 30, 60] as const;
/** The longest span of days one dose-log read may cover. */
export const DOSE_RANGE_MAX_DAYS = 366;

export const NAME_MAX = 120;
export const DOSAGE_MAX = 60;
export const NOTES_MAX = 1000;
export const PRESCRIBED_BY_MAX = 120;
/** The name of the preventive start date in messages (the API's detail and the form's error). */
export const PREVENTIVE_START_LABEL = "Preventive start date";

export const medicationSchema = z.object({
  name: requiredText("Name", NAME_MAX),
  dosage: requiredText("Dosage", DOSAGE_MAX),
  frequency: z._default(z.enum(FREQUENCIES, { error: `Frequency must be one of: ${FREQUENCIES.join(", ")}` }), "daily"),
  /** The local time of the first dose of the day; blank: the frequency's default times. */
  time: z.pipe(
    z.nullish(z.union([timeSchema(), z.literal("")])),
    z.transform((v) => v || null),
  ),
  notes: optionalText("Notes", NOTES_MAX),
  prescribed_by: optionalText("Prescribed by", PRESCRIBED_BY_MAX),
  status: z._default(z.enum(STATUSES, { error: `Status must be one of: ${STATUSES.join(", ")}` }), "active"),
  /** The class it belongs to when taken for a headache (counted on the days it is taken); null: not for headaches. */
  acute_class: z.pipe(
    z.nullish(acuteClassSchema),
    z.transform((v) => v ?? null),
  ),
  /** The day a preventive treatment started (never later than today); null: not a preventive. */
  preventive_start: z.pipe(
    z.nullish(pastDateSchema(PREVENTIVE_START_LABEL)),
    z.transform((v) => v ?? null),
  ),
});
export type MedicationInput = output<typeof medicationSchema>;

export const doseSchema = z.object({
  date: pastDateSchema(),
  time: timeSchema(),
  status: z.enum(["taken", "skipped"], { error: "Status must be taken or skipped" }),
  /** When it was taken; default now. */
  taken_at: z.optional(
    z.iso.datetime({ offset: true, error: "Time taken must be a date and time (ISO 8601, with its offset)" }),
  ),
});
export type DoseInput = output<typeof doseSchema>;

export const doseRangeSchema = z.object({ start: dateSchema("Start date"), end: dateSchema("End date") }).check(
  z.refine((r) => r.start <= r.end, "Start date must be on or before the end date"),
  z.refine(
    (r) => daysBetween(r.start, r.end) <= DOSE_RANGE_MAX_DAYS,
    `The range may span at most ${DOSE_RANGE_MAX_DAYS} days`,
  ),
);

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

export const reminderSettingsSchema = z.object({
  /** Reminders before each dose: pushed to the browsers with push on, else emailed. */
  push: flag("push"),
  email_missed: flag("email_missed"),
  /** A push notification for a missed dose (emailed when no device takes push). Default false. */
  push_missed: z._default(flag("push_missed"), false),
  sms: flag("sms"),
  remind_before_minutes: z.literal(REMIND_BEFORE_OPTIONS, { error: "remind_before_minutes must be 15, 30 or 60" }),
});
export type ReminderSettingsInput = output<typeof reminderSettingsSchema>;
