/** `DELETE /api/family/invitations/{invitation_id}`: the owner cancels a pending invitation, freeing its seat and killing its link. */
import { describe, expect, it } from "vitest";
import { GET as getFamily } from "@/app/api/family/route";
import { DELETE as cancelInvitation } from "@/app/api/family/invitations/[invitation_id]/route";
import { call, registerUser, uniqueEmail } from "../../support/api";
import { withFakeSmtp } from "../../support/smtp";
import { addMember, invitationToken, joinWith, proUser, sendInvitation, verifyEmail } from "./support";

const smtp = withFakeSmtp();

type Family = { family: null | { invitations: { invitation_id: string; email: string }[]; members: unknown[] } };

const familyOf = (token: string) => call<Family>(getFamily, { token, path: "/api/family" });
const cancel = (token: string, id: string) =>
  call(cancelInvitation, {
    token,
    method: "DELETE",
    path: `/api/family/invitations/${id}`,
    params: { invitation_id: id },
  });

async function invite(token: string, email = uniqueEmail("invitee")): Promise<{ id: string; email: string }> {
  const res = await sendInvitation(token, email);
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: String(res.body.invitation_id), email };
}

describe("cancelling an invitation", () => {
  it("frees its seat at once: a full family invites again after one cancel", async () => {
    const owner = await proUser();
    await addMember(smtp, owner, await registerUser());
    const first = await invite(owner.token);
    const second = await invite(owner.token);
    const full = await sendInvitation(owner.token, uniqueEmail());
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe("A family has at most 4 members, the owner included, counting pending invitations.");

    const res = await cancel(owner.token, first.id);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await familyOf(owner.token)).body.family!.invitations.map((i) => i.email)).toEqual([second.email]);
    const again = await sendInvitation(owner.token, uniqueEmail());
    expect(again.status).toBe(201);
  });

  it("kills its link: joining with it answers as an unknown token, and nothing changes", async () => {
    const owner = await proUser();
    const invitee = await registerUser();
    await verifyEmail(invitee);
    const { id } = await invite(owner.token, invitee.user.email);
    const token = await invitationToken(smtp, invitee.user.email);
    expect((await cancel(owner.token, id)).status).toBe(204);

    const joined = await joinWith(invitee.token, token);
    expect(joined.status).toBe(404);
    expect(joined.body.detail).toBe("This invitation link is not valid or has already been used.");
    expect(joined.body).toEqual((await joinWith(invitee.token, "y".repeat(43))).body);
    expect((await familyOf(invitee.token)).body.family).toBeNull();
    expect((await familyOf(owner.token)).body.family!.members).toEqual([]);
    // the same person may be invited again, with a new link that works
    await invite(owner.token, invitee.user.email);
    expect((await joinWith(invitee.token, await invitationToken(smtp, invitee.user.email))).status).toBe(200);
  });

  it("is the owner's alone: a member, another family's owner, a stranger, unknown, malformed and accepted ids are 404", async () => {
    const owner = await proUser();
    const member = await registerUser();
    await verifyEmail(member);
    const accepted = await invite(owner.token, member.user.email);
    expect((await joinWith(member.token, await invitationToken(smtp, member.user.email))).status).toBe(200);
    const pending = await invite(owner.token);
    const otherOwner = await proUser();
    const theirs = await invite(otherOwner.token);
    const stranger = await registerUser();

    for (const [token, id] of [
      [member.token, pending.id],
      [otherOwner.token, pending.id],
      [stranger.token, pending.id],
      [owner.token, theirs.id],
      [owner.token, accepted.id],
      [member.token, accepted.id],
      [owner.token, "00000000-0000-4000-8000-000000000000"],
      [owner.token, "not-a-uuid"],
    ] as const) {
      const res = await cancel(token, id);
      expect(res.status, id).toBe(404);
      expect(res.body.detail).toBe("Not found.");
    }
    const ownerView = (await familyOf(owner.token)).body.family!;
    expect(ownerView.invitations.map((i) => i.invitation_id)).toEqual([pending.id]);
    expect(ownerView.members).toHaveLength(1);
    expect((await familyOf(otherOwner.token)).body.family!.invitations.map((i) => i.invitation_id)).toEqual([
      theirs.id,
    ]);
    // once cancelled, a second cancel finds nothing
    expect((await cancel(owner.token, pending.id)).status).toBe(204);
    expect((await cancel(owner.token, pending.id)).status).toBe(404);
  });
});
