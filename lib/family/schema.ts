/** The family routes' payloads, shared by the forms and the handlers. */
import * as z from "zod/mini";
import { SHARE_AREAS } from "@/lib/identity/share-areas";

/** Members in all, the owner included. */
export const FAMILY_SEATS = 4;
export const INVITATION_DAYS = 7;

export const invitationSchema = z.object({
  email: z.pipe(
    z
      .string({ error: "Email is required" })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, "Email is required"),
        z.maxLength(254, "Email must be at most 254 characters"),
      ),
    z.email({ error: "Enter a valid email address" }),
  ),
});
export type InvitationInput = z.output<typeof invitationSchema>;

export const joinSchema = z.object({
  token: z
    .string({ error: "The invitation token is required" })
    .check(z.minLength(1, "The invitation token is required"), z.maxLength(200, "This invitation link is not valid.")),
});

export const accessSchema = z.object({
  areas: z
    .array(z.enum(SHARE_AREAS, { error: `Each area must be one of: ${SHARE_AREAS.join(", ")}` }), {
      error: "Areas must be a list",
    })
    .check(z.maxLength(SHARE_AREAS.length * 2, "Too many areas")),
});
export type AccessInput = z.output<typeof accessSchema>;
