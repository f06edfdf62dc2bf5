/**
 * A family invitation is for the address it was sent to: only an account whose verified email
 * is that address (in any case) joins with its link. Anyone else holding the link is refused
 * with a detail naming the address half-hidden, learns nothing of the family's members, and
 * the link keeps working for the person invited.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import JoinFamilyPage from "@/app/(auth)/family/join/page";
import { GET as getFamily } from "@/app/api/family/route";
import { getDb } from "@/db/client";
import { familyInvitations, familyMembers, users } from "@/db/schema";
import { hashToken } from "@/lib/identity/tokens";
import { call, registerUser, uniqueEmail } from "../../support/api";
import { sessionCookieFor } from "../../support/session-cookie";
import { withFakeSmtp } from "../../support/smtp";
import { addMember, invitationToken, joinWith, proUser, sendInvitation, verifyEmail } from "./support";

const smtp = withFakeSmtp();

const requestHeaders = { current: new Headers() };
vi.mock("next/headers", () => ({ headers: async () => requestHeaders.current }));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
  useRouter: () => ({ push: () => {}, replace: () => {}, refresh: () => {} }),
}));

// the button is a client component (toasts, the router): here only whether the page offers it
vi.mock("@/components/family/join-button", () => ({
  JoinButton: ({ ownerName }: { ownerName: string }) => createElement("button", null, `Join ${ownerName}'s family`),
}));

const familyOf = (token: string) => call(getFamily, { token, path: "/api/family" });

/** "This invitation was sent to f…@example.com. Sign in with that address to join." */
const sentTo = (email: string) =>
  `This invitation was sent to ${email[0]}…${email.slice(email.indexOf("@"))}. Sign in with that address to join.`;

/** An owner with one member already in, and an invitation to `invited`; the mailed token. */
async function familyInviting(invited: string) {
  const owner = await proUser("Alex Owner");
  const member = await registerUser({ name: "Sam Member", email: uniqueEmail("sam") });
  await addMember(smtp, owner, member);
  expect((await sendInvitation(owner.token, invited)).status).toBe(201);
  return { owner, member, token: await invitationToken(smtp, invited) };
}

async function membersOf(ownerId: string) {
  const db = await getDb();
  const [own] = await db.select().from(familyMembers).where(eq(familyMembers.user_id, ownerId));
  return db.select().from(familyMembers).where(eq(familyMembers.family_id, own!.family_id));
}

describe("joining with an invitation sent to another address", () => {
  it("is refused with 403 naming the address half-hidden; nothing of the family is told; the invitee still joins", async () => {
    const invited = uniqueEmail("fam2");
    const { owner, token } = await familyInviting(invited);
    const holder = await registerUser({ name: "Finn Holder", email: uniqueEmail("famx") });
    await verifyEmail(holder);

    const refused = await joinWith(holder.token, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: sentTo(invited) });
    expect((await familyOf(holder.token)).body).toEqual({ family: null });
    expect(await membersOf(owner.user.id)).toHaveLength(2);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.token_hash, hashToken(token)));
    expect(row!.accepted_at).toBeNull();

    const invitee = await registerUser({ email: invited });
    await verifyEmail(invitee);
    const joined = await joinWith(invitee.token, token);
    expect(joined.status).toBe(200);
    expect(JSON.stringify(joined.body)).toContain("Sam Member");
    expect(await membersOf(owner.user.id)).toHaveLength(3);
  });

  it("the invited address, not yet verified, is refused until it is; any case of it matches", async () => {
    const invited = uniqueEmail("kim");
    const { owner, token } = await familyInviting(invited);
    const invitee = await registerUser({ email: invited });
    const refused = await joinWith(invitee.token, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      detail: `Verify your email address (${invited}) to join this family: open the link we sent to it, then try again.`,
    });
    expect(await membersOf(owner.user.id)).toHaveLength(2);

    const db = await getDb();
    await db.update(users).set({ email: invited.toUpperCase() }).where(eq(users.id, invitee.user.id));
    await verifyEmail(invitee);
    expect((await joinWith(invitee.token, token)).status).toBe(200);
    expect(await membersOf(owner.user.id)).toHaveLength(3);
  });
});

describe("the join page", () => {
  async function page(user: Awaited<ReturnType<typeof registerUser>> | null, token: string): Promise<string> {
    requestHeaders.current = new Headers(user ? { cookie: (await sessionCookieFor(user.user.id)).cookie } : {});
    const element = await JoinFamilyPage({ searchParams: Promise.resolve({ token }) });
    return renderToStaticMarkup(element);
  }

  it("tells a signed-in user of another address whom it was sent to, with no name of the family nor a join button", async () => {
    const invited = uniqueEmail("fam2");
    const { member, token } = await familyInviting(invited);
    const holder = await registerUser({ name: "Finn Holder", email: uniqueEmail("famx") });
    await verifyEmail(holder);
    const html = await page(holder, token);
    expect(html).toContain(sentTo(invited));
    for (const secret of ["Alex Owner", "Alex", "Sam Member", member.user.email, invited]) {
      expect(html, secret).not.toContain(secret);
    }
    expect(html).not.toMatch(/Join .*family<\/button>/);
  });

  it("asks the invited address to verify first; once verified it offers to join", async () => {
    const invited = uniqueEmail("kim");
    const { token } = await familyInviting(invited);
    const invitee = await registerUser({ email: invited });
    expect(await page(invitee, token)).toContain("Verify your email address");
    await verifyEmail(invitee);
    const html = await page(invitee, token);
    expect(html).toContain("Alex Owner invites you to their family on vitalog.");
    expect(html).toContain("Join Alex Owner&#x27;s family");
  });
});
