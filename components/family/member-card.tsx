import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { FamilyMemberView } from "@/lib/family/service";
import { SHARE_AREA_LABELS } from "@/lib/identity/share-areas";
import { AccessForm } from "./access-form";
import { MissedDoseAlertForm } from "@/components/caregiver/missed-dose-alert-form";
import { RemoveMember } from "./remove-member";

const link = "font-medium text-brand-700 underline underline-offset-2";

/** One other member: who they are, what they share with me (and a link to it), what I share with them. */
export function MemberCard({
  member,
  canRemove,
  joinedOn,
}: {
  member: FamilyMemberView;
  canRemove: boolean;
  joinedOn: string;
}) {
  const headingId = `member-${member.user_id}`;
  const first = member.name.split(" ")[0] || member.name;
  return (
    <Card aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-ink">
            {member.name}
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium text-slate-700">
              {member.role === "owner" ? "Owner" : "Member"}
            </span>
          </h3>
          <p className="text-sm break-all text-muted">{member.email}</p>
          <p className="text-sm text-muted">Joined {joinedOn}</p>
        </div>
        {canRemove && <RemoveMember userId={member.user_id} name={member.name} leave={false} />}
      </div>
      <div className="text-sm">
        <p className="font-medium text-ink">What {first} shares with you</p>
        {member.they_share.length ? (
          <p>
            {member.they_share.map((a) => SHARE_AREA_LABELS[a]).join(", ")} —{" "}
            <Link href={`/family/${member.user_id}`} className={link}>
              View {first}&apos;s data
            </Link>
          </p>
        ) : (
          <p className="text-muted">Nothing yet.</p>
        )}
      </div>
      {member.they_share.includes("medications") && (
        <MissedDoseAlertForm memberId={member.user_id} memberName={first} initialMinutes={member.missed_dose_minutes} />
      )}
      <AccessForm memberId={member.user_id} name={first} shared={member.i_share} />
    </Card>
  );
}
