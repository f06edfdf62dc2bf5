/** `/api/family`: inviting (Pro only, 4 seats), joining by the emailed single-use link, leaving and removing, and the Pro a family gives. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as getFamily } from "@/app/api/family/route";
import { DELETE as removeMember } from "@/app/api/family/members/[user_id]/route";
import { GET as me } from "@/app/api/me/route";
import { POST as createToken } from "@/app/api/tokens/route";
import { getDb } from "@/db/client";
import { familyInvitations } from "@/db/schema";
import { hashToken } from "@/lib/identity/tokens";
import { invitationState } from "@/lib/family/service";
import { call, registerUser, uniqueEmail } from "../../support/api";
import { withFakeSmtp } from "../../support/smtp";
import {
  addMember,
  grant,
  invitationToken,
  joinWith,
  proUser,
  sendInvitation,
  setOwnEnd,
  verifyEmail,
} from "./support";

const smtp = withFakeSmtp();
const DAY_MS = 86_400_000;

type Family = {
  family: null | {
    role: string;
    owner: { user_id: string; name: string };
    members: { user_id: string; name: string; role: string; they_share: string[]; i_share: string[] }[];
    invitations: { email: string; expires_at: string }[];
    seats: number;
  };
};

const familyOf = (token: string) => call<Family>(getFamily, { token, path: "/api/family" });
const remove = (token: string, userId: string) =>
  call(removeMember, { token, method: "DELETE", path: `/api/family/members/${userId}`, params: { user_id: userId } });
const makeToken = (token: string) =>
  call(createToken, {
    token,
    body: { name: "script", scope: "read", expires_in_days: 30, current_password: "correct-horse" },
    path: "/api/tokens",
  });

describe("inviting", () => {
  it("a user outside a family has none", async () => {
    const { token } = await registerUser();
    expect((await familyOf(token)).body).toEqual({ family: null });
  });

  it("a Pro subscriber invites: 201 without the token, the family is created, the link is mailed and only its hash kept", async () => {
    const owner = await proUser();
    const email = uniqueEmail("kim");
    const before = Date.now();
    const res = await sendInvitation(owner.token, email.toUpperCase());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email });
    expect(JSON.stringify(res.body)).not.toMatch(/token/);
    const expires = new Date(res.body.expires_at as string).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    const mailed = await invitationToken(smtp, email);
    expect(mailed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const db = await getDb();
    const [row] = await db.select().from(familyInvitations).where(eq(familyInvitations.email, email));
    expect(row!.token_hash).toBe(hashToken(mailed));
    const family = (await familyOf(owner.token)).body.family!;
    expect(family.role).toBe("owner");
    expect(family.members).toEqual([]);
    expect(family.invitations).toEqual([
      { invitation_id: res.body.invitation_id, email, expires_at: res.body.expires_at },
    ]);
    expect(family.seats).toBe(4);
  });

  it("a user without Pro, or with Pro only through a family, may not invite (402)", async () => {
    const free = await registerUser();
    const res = await sendInvitation(free.token, uniqueEmail());
    expect(res.status).toBe(402);
    expect(res.body.detail).toBe("Family sharing requires the Pro plan. Upgrade to continue.");
    const owner = await proUser();
    const member = await registerUser();
    await addMember(smtp, owner, member);
    const again = await sendInvitation(member.token, uniqueEmail());
    expect(again.status).toBe(402);
  });

  it("a fifth member is refused with a detail, pending invitations counting", async () => {
    const owner = await proUser();
    const member = await registerUser();
    await addMember(smtp, owner, member);
    expect((await sendInvitation(owner.token, uniqueEmail())).status).toBe(201);
    expect((await sendInvitation(owner.token, uniqueEmail())).status).toBe(201);
    const fifth = await sendInvitation(owner.token, uniqueEmail());
    expect(fifth.status).toBe(409);
    expect(fifth.body.detail).toBe("A family has at most 4 members, the owner included, counting pending invitations.");
  });

  it("someone already in a family (this one or another), or already invited, is refused", async () => {
    const owner = await proUser();
    const other = await proUser();
    const member = await registerUser();
    await addMember(smtp, other, member);
    const taken = await sendInvitation(owner.token, member.user.email);
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe("That person is already in a family.");
    expect((await sendInvitation(owner.token, owner.user.email)).body.detail).toBe(
      "That person is already in a family.",
    );
    const email = uniqueEmail();
    await sendInvitation(owner.token, email);
    const twice = await sendInvitation(owner.token, email);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe("An invitation to that email is already pending.");
  });

  it("a bad email is 400", async () => {
    const owner = await proUser();
    const res = await sendInvitation(owner.token, "not-an-email");
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/valid email/);
  });
});

describe("joining", () => {
  it("the invitee joins once: the link is single-use, and both see each other with nothing shared", async () => {
    const owner = await proUser("Alex Owner");
    const member = await registerUser({ name: "Sam Member" });
    await verifyEmail(member);
    await sendInvitation(owner.token, member.user.email);
    const token = await invitationToken(smtp, member.user.email);
    const joined = await joinWith(member.token, token);
    expect(joined.status).toBe(200);
    const view = (joined.body as Family).family!;
    expect(view.role).toBe("member");
    expect(view.owner.name).toBe("Alex Owner");
    expect(view.members).toMatchObject([{ user_id: owner.user.id, role: "owner", they_share: [], i_share: [] }]);
    expect(view.invitations).toEqual([]);
    const ownerView = (await familyOf(owner.token)).body.family!;
    expect(ownerView.members).toMatchObject([{ user_id: member.user.id, name: "Sam Member", role: "member" }]);
    expect(ownerView.invitations).toEqual([]);

    const stranger = await registerUser();
    const reused = await joinWith(stranger.token, token);
    expect(reused.status).toBe(404);
    expect(reused.body.detail).toBe("This invitation link is not valid or has already been used.");
    expect((await joinWith(stranger.token, "x".repeat(43))).status).toBe(404);
  });

  it("an expired link is 410 with a detail; a user already in a family is 409", async () => {
    const owner = await proUser();
    const late = await registerUser();
    await sendInvitation(owner.token, late.user.email);
    const token = await invitationToken(smtp, late.user.email);
    const db = await getDb();
    await db
      .update(familyInvitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(familyInvitations.token_hash, hashToken(token)));
    const expired = await joinWith(late.token, token);
    expect(expired.status).toBe(410);
    expect(expired.body.detail).toBe("This invitation has expired. Ask the family's owner for a new one.");

    const other = await proUser();
    const member = await registerUser();
    await addMember(smtp, other, member);
    const invite = uniqueEmail();
    await sendInvitation(owner.token, invite);
    const second = await joinWith(member.token, await invitationToken(smtp, invite));
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe("You are already in a family. Leave it before joining another.");
  });
});

describe("joining a family whose owner's Pro has ended", () => {
  it("is refused with 409 and a detail naming the owner, nothing changes, and it works again once they renew", async () => {
    const owner = await proUser("Alex Owner");
    const invitee = await registerUser();
    await verifyEmail(invitee);
    await sendInvitation(owner.token, invitee.user.email);
    const token = await invitationToken(smtp, invitee.user.email);
    const ended = "This family's Pro plan has ended, so it can't take new members. Ask Alex to renew Pro.";
    const db = await getDb();

    for (const [status, end] of [
      ["pro", new Date(Date.now() - 1000)],
      ["free", null],
      ["premium", new Date(Date.now() + DAY_MS)],
    ] as const) {
      await setOwnEnd(owner.user.id, status, end);
      const refused = await joinWith(invitee.token, token);
      expect(refused.status, status).toBe(409);
      expect(refused.body.detail).toBe(ended);
      expect(await invitationState(db, token)).toEqual({ state: "ended", detail: ended });
    }
    expect((await familyOf(invitee.token)).body.family).toBeNull();
    const [row] = await db
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.token_hash, hashToken(token)));
    expect(row!.accepted_at).toBeNull();
    expect((await makeToken(invitee.token)).status).toBe(402);

    await setOwnEnd(owner.user.id, "pro", new Date(Date.now() + 30 * DAY_MS));
    expect(await invitationState(db, token)).toMatchObject({ state: "valid", ownerName: "Alex Owner" });
    expect((await joinWith(invitee.token, token)).status).toBe(200);
    expect((await makeToken(invitee.token)).status).toBe(201);
  });
});

describe("the Pro a family gives", () => {
  it("a member has Pro while in the family (GET /api/me says whose), and loses it at once when removed", async () => {
    const owner = await proUser("Alex Owner");
    const member = await registerUser();
    expect((await makeToken(member.token)).status).toBe(402);
    await addMember(smtp, owner, member);
    const meNow = await call(me, { token: member.token, path: "/api/me" });
    expect(meNow.body).toMatchObject({ family_plan: { owner_name: "Alex Owner" } });
    expect((await makeToken(member.token)).status).toBe(201);

    const removed = await remove(owner.token, member.user.id);
    expect(removed.status).toBe(200);
    expect(removed.body.detail).toBe("Removed from the family.");
    expect((await makeToken(member.token)).status).toBe(402);
    expect((await call(me, { token: member.token, path: "/api/me" })).body).toMatchObject({ family_plan: null });
    expect((await familyOf(member.token)).body.family).toBeNull();
  });

  it("when the owner's Pro ends (status or end date), members fall back to their own plan", async () => {
    const owner = await proUser();
    const member = await registerUser();
    await addMember(smtp, owner, member);
    await setOwnEnd(owner.user.id, "pro", new Date(Date.now() + DAY_MS));
    expect((await makeToken(member.token)).status).toBe(201);
    await setOwnEnd(owner.user.id, "pro", new Date(Date.now() - 1000));
    const ended = await makeToken(member.token);
    expect(ended.status).toBe(402);
    await setOwnEnd(owner.user.id, "free", null);
    expect((await makeToken(member.token)).status).toBe(402);
  });
});

describe("leaving and removing", () => {
  it("a member leaves; the owner may not leave while members remain, then leaving ends the family", async () => {
    const owner = await proUser();
    const a = await registerUser();
    const b = await registerUser();
    await addMember(smtp, owner, a);
    await addMember(smtp, owner, b);
    await grant(a.token, b.user.id, ["vitals"]);
    const left = await remove(a.token, a.user.id);
    expect(left.status).toBe(200);
    expect(left.body.detail).toBe("You left the family.");
    expect((await familyOf(b.token)).body.family!.members.map((m) => m.user_id)).toEqual([owner.user.id]);

    const ownerLeaves = await remove(owner.token, owner.user.id);
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.body.detail).toMatch(/can't leave while the family has other members/);
    expect((await remove(owner.token, b.user.id)).status).toBe(200);
    expect((await remove(owner.token, owner.user.id)).status).toBe(200);
    expect((await familyOf(owner.token)).body.family).toBeNull();
  });

  it("a member may not remove another, and anyone outside the family is 404", async () => {
    const owner = await proUser();
    const a = await registerUser();
    const b = await registerUser();
    await addMember(smtp, owner, a);
    await addMember(smtp, owner, b);
    const stranger = await registerUser();
    for (const [token, id] of [
      [a.token, b.user.id],
      [a.token, owner.user.id],
      [owner.token, stranger.user.id],
      [stranger.token, a.user.id],
      [owner.token, "00000000-0000-4000-8000-000000000000"],
      [owner.token, "not-a-uuid"],
    ] as const) {
      const res = await remove(token, id);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe("Not found.");
    }
  });
});
