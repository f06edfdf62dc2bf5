/**
 * What `/api/shares` answers, as schemas for the OpenAPI document (the service's types say the
 * same in TypeScript: `ShareView`, `CreatedShare`, `AccessEntry`).
 */
import * as z from "zod/mini";
import { SHARE_AREAS } from "@/lib/identity/share-areas";

const instant = z.iso.datetime({ offset: true });

export const shareViewSchema = z.object({
  share_id: z.uuid(),
  name: z.string(),
  email: z.nullable(z.string()),
  areas: z.array(z.enum(SHARE_AREAS)),
  created_at: instant,
  expires_at: instant,
  revoked_at: z.nullable(instant),
  has_pin: z.boolean(),
  locked: z.boolean().check(z.describe("Five wrong PINs were entered: the link shows nothing any more.")),
  status: z.enum(["active", "expired", "revoked"]),
  last_viewed_at: z.nullable(instant).check(z.describe("Null: never viewed.")),
  views: z.int().check(z.describe("How many times the dashboard was opened.")),
});

export const shareListSchema = z.object({
  shares: z.array(shareViewSchema).check(z.describe("Newest first, expired and revoked ones included.")),
});

export const createdShareSchema = z.object({
  share_id: z.uuid(),
  url: z.url().check(z.describe("The link to give the doctor: answered this once; only its token's hash is stored.")),
  expires_at: instant,
  pin: z.optional(
    z
      .string()
      .check(
        z.regex(/^\d{6}$/),
        z.describe("Only when `pin: true` was sent: answered this once. Pass it on separately, not by email."),
      ),
  ),
  emailed: z.boolean().check(z.describe("Whether the link was emailed to `email` (never the PIN).")),
});

export const accessLogSchema = z.object({
  entries: z
    .array(
      z.object({
        action: z
          .enum(["view", "report_pdf", "fhir", "pin_refused"])
          .check(
            z.describe("`view`: the dashboard opened; `report_pdf`, `fhir`: a download; `pin_refused`: a wrong PIN."),
          ),
        at: instant,
        ip: z.nullable(z.string()),
        device: z.string().check(z.describe("The browser and system, read from the user agent.")),
      }),
    )
    .check(z.describe("Newest first, at most 200.")),
});
