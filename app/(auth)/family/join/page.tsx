import Link from "next/link";
import { JoinButton } from "@/components/family/join-button";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { getSessionUser } from "@/lib/identity/sign-in/session";
import { invitationRefusal, invitationState } from "@/lib/family/service";
import { searchValue, type SearchParams } from "@/lib/navigation";

export const metadata = { title: "Join a family" };

/**
 * The emailed invitation's page. Signed out: sign in or register, and come back here with the
 * token kept (`?next=`). Signed in: join with one button, when the account's verified email is
 * the invited address. Signed in with another address, the page names the invited one
 * half-hidden and nothing of the family. A used or expired link, or a family whose owner's Pro
 * has ended, says so first.
 */
export default async function JoinFamilyPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = searchValue((await searchParams).token) ?? "";
  const [user, invitation] = await Promise.all([getSessionUser(), invitationState(await getDb(), token)]);
  const here = `/family/join?token=${encodeURIComponent(token)}`;
  const next = encodeURIComponent(here);
  const refusal = user && invitation.state === "valid" ? invitationRefusal(invitation.email, user) : null;

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
      {invitation.state === "valid" && refusal?.reason === "other_address" && (
        <>
          <Alert tone="error">{refusal.detail}</Alert>
          <p className="text-sm text-muted">Signed in as {user!.email}.</p>
        </>
      )}
      {invitation.state === "valid" && refusal?.reason !== "other_address" && (
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
              {refusal ? (
                <Alert tone="error">{refusal.detail}</Alert>
              ) : (
                <JoinButton token={token} ownerName={invitation.ownerName} />
              )}
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
