/**
 * Turning a caregiver's missed-dose alert on or off. Only a viewer the member lets see their
 * medications, while both are in the same family, may set one; to anyone else the member is
 * not there (null: the route's 404, as for another user's data).
 */
import "server-only";
import { and, arrayContains, eq, exists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { familyAccess, familyMembers } from "@/db/schema";

const viewerMembership = alias(familyMembers, "viewer_membership");

export async function setMissedDoseAlert(
  db: Db,
  viewerId: string,
  memberId: string,
  minutes: number | null,
): Promise<{ missed_dose_minutes: number | null } | null> {
  if (viewerId === memberId) return null;
  const sameFamily = db
    .select({ one: sql`1` })
    .from(familyMembers)
    .innerJoin(viewerMembership, eq(viewerMembership.family_id, familyMembers.family_id))
    .where(and(eq(familyMembers.user_id, memberId), eq(viewerMembership.user_id, viewerId)));
  // one statement: the grant and the membership are checked where the row changes
  const [row] = await db
    .update(familyAccess)
    // the alert covers doses due from when it was turned on or its minutes changed
    .set({
      missed_dose_minutes: minutes,
      alert_since:
        minutes === null
          ? null
          : sql`case when ${familyAccess.missed_dose_minutes} = ${minutes} then ${familyAccess.alert_since} else now() end`,
      updated_at: new Date(),
    })
    .where(
      and(
        eq(familyAccess.user_id, memberId),
        eq(familyAccess.viewer_id, viewerId),
        arrayContains(familyAccess.areas, ["medications"]),
        exists(sameFamily),
      ),
    )
    .returning({ missed_dose_minutes: familyAccess.missed_dose_minutes });
  return row ?? null;
}
