/**
 * The payload of a new provider share, shared by Settings → Sharing and `POST /api/shares`.
 * No server code here: the form validates with it in the browser.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { SHARE_AREAS } from "@/lib/identity/share-areas";
import { requiredText, tooLong } from "@/lib/validation/common";

/** How long a link works, in days from its creation. */
export const SHARE_DAYS = [7, 30, 90] as const;
export type ShareDays = (typeof SHARE_DAYS)[number];

export const SHARE_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PIN_LENGTH = 6;
/** Wrong PINs a share takes before it locks for good (its owner makes a new one). */
export const MAX_PIN_FAILURES = 5;

export const AREAS_MESSAGE = `Areas must name at least one of: ${SHARE_AREAS.join(", ")}`;
export const EMAIL_INVALID = "Enter the doctor's email address, e.g. dr.lee@clinic.example";

export const shareCreateSchema = z.object({
  name: requiredText("Name", SHARE_NAME_MAX),
  // blank or left out: no email is sent
  email: z.pipe(
    z.pipe(
      z.nullish(
        z.string({ error: "Email must be text" }).check(z.trim(), z.maxLength(EMAIL_MAX, tooLong("Email", EMAIL_MAX))),
      ),
      z.transform((v) => v || null),
    ),
    z.nullable(z.email({ error: EMAIL_INVALID })),
  ),
  areas: z.pipe(
    z
      .array(z.enum(SHARE_AREAS, { error: AREAS_MESSAGE }), { error: AREAS_MESSAGE })
      .check(z.minLength(1, AREAS_MESSAGE), z.maxLength(SHARE_AREAS.length * 2, AREAS_MESSAGE)),
    // in the fixed order, once each
    z.transform((areas) => SHARE_AREAS.filter((a) => areas.includes(a))),
  ),
  days: z.literal(SHARE_DAYS, {
    error: (issue) => (issue.input === undefined ? "Days is required (7, 30 or 90)" : "Days must be 7, 30 or 90"),
  }),
  pin: z._default(z.boolean({ error: "PIN must be true or false" }), false),
});
export type ShareCreateInput = output<typeof shareCreateSchema>;

/** What the PIN form of a link shows after a try. */
export type PinState = { kind: "idle" } | { kind: "wrong"; left: number } | { kind: "locked" } | { kind: "gone" };
