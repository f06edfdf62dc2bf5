import Link from "next/link";
import { CancelInvitation } from "@/components/family/cancel-invitation";
import { InviteForm } from "@/components/family/invite-form";
import { MemberCard } from "@/components/family/member-card";
import { RemoveMember } from "@/components/family/remove-member";
import { PageHeader } from "@/components/shell/app-header";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { FAMILY_SEATS } from "@/lib/family/schema";
import { ownPlan } from "@/lib/billing/entitlements";
import { getFamily } from "@/lib/family/service";
import { formatInstantDate } from "@/lib/time/format";

export const metadata = { title: "Family" };

const link = "font-medium text-brand-700 underline underline-offset-2";

/**
 * The family: its members and, per member, what they share with me and what I share with
 * them; the owner's invitations. Without a family, a Pro subscriber invites; anyone else
 * learns first that it needs Pro.
 */
export default async function FamilyPage() {
  const user = await requireSessionUser();
  const family = await getFamily(await getDb(), user.id);
  const paysPro = ownPlan(user) === "pro";
  const date = (at: string) => formatInstantDate(at, user.time_zone);
  const owner = family?.role === "owner";
  const seatsLeft = family ? family.seats - 1 - family.members.length - family.invitations.length : 3;

  return (
    <>
      <PageHeader
        title="Family"
        subtitle={`Share Pro with up to ${FAMILY_SEATS - 1} people, and choose what each may see`}
      />
      <div className="space-y-4">
        {!family && !paysPro && (
          <Alert tone="warning">
            <p>Family sharing needs the Pro plan: the owner&apos;s Pro covers up to {FAMILY_SEATS - 1} more people.</p>
            <p className="mt-2">
              <Link href="/subscription" className="font-semibold underline underline-offset-2">
                Upgrade to Pro
              </Link>{" "}
              to invite your family, or ask a Pro member to invite you.
            </p>
          </Alert>
        )}
        {family && (
          <Card aria-labelledby="family-summary">
            <CardTitle>
              <span id="family-summary">{owner ? "Your family" : `${family.owner.name}'s family`}</span>
            </CardTitle>
            <p className="text-sm text-muted">
              {family.members.length + 1} of {family.seats} members.{" "}
              {owner ? "Members have Pro through your subscription." : `You have Pro through ${family.owner.name}.`}
            </p>
            {!owner && (
              <div className="mt-3">
                <RemoveMember userId={user.id} name={user.name} leave />
              </div>
            )}
            {owner && family.members.length === 0 && (
              <div className="mt-3">
                <RemoveMember userId={user.id} name={user.name} leave owner />
              </div>
            )}
          </Card>
        )}
        {family?.members.map((member) => (
          <MemberCard key={member.user_id} member={member} canRemove={owner} joinedOn={date(member.joined_at)} />
        ))}
        {(owner || (!family && paysPro)) && (
          // one card before and after the first invitation, so the form keeps its place and state
          <Card aria-labelledby="family-invite">
            <CardTitle>
              <span id="family-invite">{family ? "Invite someone" : "Start your family"}</span>
            </CardTitle>
            {!family && (
              <p className="mb-4 text-sm text-muted">
                Invite up to {FAMILY_SEATS - 1} people. They get Pro while in your family. Joining shares nothing: each
                of you chooses what the others may see, read only.
              </p>
            )}
            {paysPro ? (
              <InviteForm seatsLeft={seatsLeft} />
            ) : (
              <p className="text-sm text-muted">
                Inviting needs your Pro plan.{" "}
                <Link href="/subscription" className={link}>
                  See plans
                </Link>
              </p>
            )}
            {family && family.invitations.length > 0 && (
              <div className="mt-4">
                <h3 className="text-sm font-medium text-ink">Pending invitations</h3>
                <ul className="mt-2 divide-y divide-slate-200 text-sm">
                  {family.invitations.map((i) => (
                    <li
                      key={i.invitation_id}
                      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2 first:pt-0 last:pb-0"
                    >
                      <div className="min-w-0">
                        <p className="break-all text-ink">{i.email}</p>
                        <p className="text-muted">Link valid until {date(i.expires_at)}</p>
                      </div>
                      <CancelInvitation invitationId={i.invitation_id} email={i.email} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </Card>
        )}
      </div>
    </>
  );
}
