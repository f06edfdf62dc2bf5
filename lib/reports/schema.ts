/**
 * The reports' choices and payloads: the four PDF health reports, the medical report's period
 * and the email that sends it to a provider. The email form validates with these before
 * sending, and the routes parse with them: one rule, one message.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { tooLong } from "@/lib/validation/common";

/** The four PDF reports of the Reports tab and their routes. */
export const REPORT_KINDS = [
  {
    kind: "monthly",
    title: "Monthly Health Summary",
    description: "This month's calories, workouts, vitals, migraines and mood, with a daily calories chart.",
  },
  {
    kind: "migraines",
    title: "Migraine Pattern Report",
    description: "Episodes per month, severity, common triggers and symptoms over the last six months.",
  },
  {
    kind: "mood",
    title: "Mood & Energy Trends",
    description: "Mood, energy, stress and sleep from your journal over the last 90 days.",
  },
  {
    kind: "medications",
    title: "Medication Adherence",
    description: "Each scheduled medication's doses taken over the last 7 and 30 days.",
  },
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number]["kind"];
export const REPORT_KIND_NAMES: readonly ReportKind[] = REPORT_KINDS.map((r) => r.kind);

/** The 404 detail of a report kind that is not one of the four. */
export const UNKNOWN_REPORT = `Unknown report. Choose one of: ${REPORT_KIND_NAMES.join(", ")}.`;

/** The medical report's period in days: the API takes any from `min` to `max`. */
export const PERIOD_DAYS = { min: 7, max: 730, default: 90 } as const;
/** The periods the forms offer. */
export const MEDICAL_PERIODS = [30, 90, 180, 365] as const;
export const MESSAGE_MAX = 1000;

const WHOLE = "days must be a whole number of days";
const RANGE = `days must be from ${PERIOD_DAYS.min} to ${PERIOD_DAYS.max}`;
const inPeriod = [z.minimum(PERIOD_DAYS.min, RANGE), z.maximum(PERIOD_DAYS.max, RANGE)] as const;

/** A period in a query string (text); default 90 days. */
export const periodQuery = z._default(
  z.coerce.number({ error: WHOLE }).check(z.int({ error: WHOLE }), ...inPeriod),
  PERIOD_DAYS.default,
);

// the message goes into a plain-text mail: control characters other than the line feed are dropped
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

export const PROVIDER_EMAIL_INVALID = "Enter the provider's email address, e.g. dr.lee@clinic.example";

export const reportEmailSchema = z.object({
  provider_email: z.pipe(
    z.string({ error: "provider_email is required" }).check(z.trim(), z.maxLength(254, tooLong("provider_email", 254))),
    z.email({ error: PROVIDER_EMAIL_INVALID }),
  ),
  message: z.pipe(
    z.optional(
      z.string({ error: "message must be text" }).check(z.maxLength(MESSAGE_MAX, tooLong("Message", MESSAGE_MAX))),
    ),
    z.transform((m) => (m ?? "").replace(CONTROL, "").trim()),
  ),
  days: z._default(z.int({ error: WHOLE }).check(...inPeriod), PERIOD_DAYS.default),
});
export type ReportEmailInput = output<typeof reportEmailSchema>;
