import Link from "next/link";
import { JoinButton } from "@/components/family/join-button";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { getSessionUser } from "@/lib/auth/session";
import { invitationState } from "@/lib/family/service";
import { searchValue, type SearchParams } from "@/lib/navigation";

export const metadata = { title: "Join a family" };

/**
 * The emailed invitation's page. Signed out: sign in or register, and come back here with the
 * token kept (`?next=`). Signed in: join with one button. A used or expired link, or a family
 * whose owner's Pro has ended, says so first.
 */
export default async function JoinFamilyPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = searchValue((await searchParams).token) ?? "";
  const [user, invitation] = await Promise.all([getSessionUser(), invitationState(await getDb(), token)]);
  const here = `/family/join?token=${encodeURIComponent(token)}`;
  const next = encodeURIComponent(here);

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-ink">Join a family</h2>
      {invitation.state === "invalid" && (
        <Alert tone="error">This invitation link is not valid or has already been used.</Alert>
      )}
      {invitation.state === "expired" && (
        <Alert tone="error">This invitation has expired. Ask the family&apos;s owner for a new one.</Alert>
      )}
      {invitation.state === "ended" && <Alert tone="error">{invitation.detail}</Alert>}
      {invitation.state === "valid" && (
        <>
          <p className="text-sm text-ink">
            {invitation.ownerName} invites you to their family on vitalog. Members have the Pro plan, paid by{" "}
            {invitation.ownerName}.
          </p>
          <p className="text-sm text-muted">
            Joining shares nothing: you choose, for each member, what they may see of yours.
          </p>
          {user ? (
            <>
              <p className="text-sm text-muted">Signed in as {user.email}.</p>
              <JoinButton token={token} ownerName={invitation.ownerName} />
            </>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <ButtonLink href={`/login?tab=register&next=${next}`}>Create an account</ButtonLink>
              <ButtonLink href={`/login?next=${next}`} variant="secondary">
                I have an account: sign in
              </ButtonLink>
            </div>
          )}
        </>
      )}
      <p className="text-sm">
        <Link href="/" className="font-medium text-brand-700 underline underline-offset-2">
          Go to vitalog
        </Link>
      </p>
    </div>
  );
}
