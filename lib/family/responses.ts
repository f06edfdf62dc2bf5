/** What the family routes answer, as schemas for the OpenAPI document and its contract tests. */
import * as z from "zod/mini";
import { answers } from "@/lib/answers/service-type";
import { SHARE_AREAS } from "@/lib/identity/share-areas";
import type { AccessView } from "./members";
import type { FamilyView, InvitationView } from "./view";

const instant = z.iso.datetime({ offset: true });
const areas = z.array(z.enum(SHARE_AREAS));
const role = z.enum(["owner", "member"]);

export const invitationViewSchema = answers<InvitationView>()(
  z.object({ invitation_id: z.uuid(), email: z.string(), expires_at: instant }),
);

export const familyViewSchema = answers<FamilyView>()(
  z.object({
    family_id: z.uuid(),
    role,
    owner: z.object({ user_id: z.uuid(), name: z.string(), email: z.string() }),
    members: z.array(
      z.object({
        user_id: z.uuid(),
        name: z.string(),
        email: z.string(),
        role,
        joined_at: instant,
        they_share: areas.check(z.describe("What this member lets the caller view.")),
        i_share: areas.check(z.describe("What the caller lets this member view.")),
        missed_dose_minutes: z
          .nullable(z.int())
          .check(z.describe("The caller's missed-dose alert on this member, in minutes; null: off.")),
      }),
    ),
    invitations: z.array(invitationViewSchema).check(z.describe("Pending invitations: the owner's view only.")),
    seats: z.int().check(z.describe("Members in all, the owner included.")),
  }),
);

export const familyAnswerSchema = z.object({ family: z.nullable(familyViewSchema) });

export const accessViewSchema = answers<AccessView>()(z.object({ user_id: z.uuid(), areas }));
