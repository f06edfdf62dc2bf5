/**
 * Reading a family member's data: the one place a grant widens whose rows a read sees. A
 * grant is a family_access row naming the area; without one the member's data is "not
 * found", exactly as another user's is.
 */
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { familyAccess, users } from "@/db/schema";
import { SHARE_AREAS, type ShareArea } from "@/lib/identity/share-areas";

/** Whose data a read returns: the caller's own, or a member's who granted the area (`shared`). */
export type DataOwner = { id: string; name: string; time_zone: string; use_imperial: boolean; shared: boolean };

export function ownData(user: { id: string; name: string; time_zone: string; use_imperial: boolean }): DataOwner {
  return { id: user.id, name: user.name, time_zone: user.time_zone, use_imperial: user.use_imperial, shared: false };
}

/** The member as the owner of a read, when they let `viewerId` view `area`; null otherwise. */
export async function findGrantedOwner(
  db: Db,
  { viewerId, memberId, area }: { viewerId: string; memberId: string; area: ShareArea },
): Promise<DataOwner | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, time_zone: users.time_zone, use_imperial: users.use_imperial })
    .from(familyAccess)
    .innerJoin(users, eq(users.id, familyAccess.user_id))
    .where(
      and(
        eq(familyAccess.user_id, memberId),
        eq(familyAccess.viewer_id, viewerId),
        sql`${area} = any(${familyAccess.areas})`,
        eq(users.is_active, true),
      ),
    )
    .limit(1);
  return row ? { ...row, shared: true } : null;
}

/** Every area a member lets `viewerId` view, with the member as the owner of those reads; null: none. */
export async function findSharedAreas(
  db: Db,
  { viewerId, memberId }: { viewerId: string; memberId: string },
): Promise<{ owner: DataOwner; areas: ShareArea[] } | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      time_zone: users.time_zone,
      use_imperial: users.use_imperial,
      areas: familyAccess.areas,
    })
    .from(familyAccess)
    .innerJoin(users, eq(users.id, familyAccess.user_id))
    .where(and(eq(familyAccess.user_id, memberId), eq(familyAccess.viewer_id, viewerId), eq(users.is_active, true)))
    .limit(1);
  const areas = SHARE_AREAS.filter((area) => row?.areas.includes(area));
  if (!row || areas.length === 0) return null;
  const { areas: _stored, ...owner } = row;
  return { owner: { ...owner, shared: true }, areas };
}
