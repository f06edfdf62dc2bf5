import Link from "next/link";
import { notFound } from "next/navigation";
import { SharedArea } from "@/components/family/shared-area";
import { SharedBanner } from "@/components/family/shared-banner";
import { PageHeader } from "@/components/shell/app-header";
import { Card } from "@/components/ui/card";
import { PageTabs } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import { recordSharedRead } from "@/lib/identity/shared-reads";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { findSharedAreas } from "@/lib/family/grants";
import { pickTab, type SearchParams } from "@/lib/navigation";
import { isUuid } from "@/lib/validation/common";
import { SHARE_AREA_LABELS } from "@/lib/identity/share-areas";

export const metadata = { title: "Shared with you" };

/**
 * What a family member shares with me, read only, one area per tab (`?tab=`). The areas are
 * those of their grant alone: a member who shares nothing, or anyone else, is "not found".
 * Each area read is recorded in the member's activity (once per window).
 */
export default async function SharedViewPage({
  params,
  searchParams,
}: {
  params: Promise<{ user_id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const user = await requireSessionUser();
  const { user_id: memberId } = await params;
  const db = await getDb();
  const shared = isUuid(memberId) ? await findSharedAreas(db, { viewerId: user.id, memberId }) : null;
  if (!shared) notFound();
  const tabs = shared.areas.map((area) => ({ key: area, label: SHARE_AREA_LABELS[area] }));
  const area = pickTab(tabs, (await searchParams).tab);
  const first = shared.owner.name.split(" ")[0] || shared.owner.name;
  await recordSharedRead(db, {
    via: "family",
    ownerId: shared.owner.id,
    readerId: user.id,
    readerName: user.name,
    area,
  });

  return (
    <>
      <PageHeader title={`${first}'s data`} subtitle="Shared with you by a family member" />
      <SharedBanner name={first} />
      <PageTabs label={`${first}'s shared areas`} path={`/family/${memberId}`} tabs={tabs} current={area} />
      <Card aria-label={SHARE_AREA_LABELS[area]} className="mt-4">
        <h2 className="mb-3 text-lg font-semibold text-ink">{SHARE_AREA_LABELS[area]}</h2>
        <SharedArea db={db} owner={shared.owner} area={area} imperial={user.use_imperial} />
      </Card>
      <p className="mt-4 text-sm">
        <Link href="/family" className="font-medium text-brand-700 underline underline-offset-2">
          Back to your family
        </Link>
      </p>
    </>
  );
}
