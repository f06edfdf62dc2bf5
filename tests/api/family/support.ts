/** A family built through the real routes: a Pro owner, invitations read from the SMTP stand-in, joins. */
import { eq } from "drizzle-orm";
import { POST as invite } from "@/app/api/family/invitations/route";
import { POST as join } from "@/app/api/family/join/route";
import { PUT as setAccess } from "@/app/api/family/members/[user_id]/access/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { linksIn } from "../../fakes/smtp";
import { call, registerUser } from "../../support/api";
import { setPlan } from "../../support/personal-token";
import type { withFakeSmtp } from "../../support/smtp";

type Smtp = ReturnType<typeof withFakeSmtp>;
export type TestUser = Awaited<ReturnType<typeof registerUser>>;

export async function proUser(name = "Alex Owner"): Promise<TestUser> {
  const registered = await registerUser({ name });
  await setPlan(registered.user.id, "pro");
  return registered;
}

export function sendInvitation(token: string, email: string) {
  return call(invite, { token, body: { email }, path: "/api/family/invitations" });
}

/** The token of the newest invitation mailed to `email`. */
export async function invitationToken(smtp: Smtp, email: string): Promise<string> {
  const mail = await smtp.waitForMail(email, /family/);
  const link = linksIn(mail).find((l) => l.startsWith("http://localhost:3000/family/join?token="));
  if (!link) throw new Error(`no join link in: ${mail.text.slice(0, 300)}`);
  return new URL(link).searchParams.get("token")!;
}

export function joinWith(token: string, invitation: string) {
  return call(join, { token, body: { token: invitation }, path: "/api/family/join" });
}

/** Marks the user's email verified, as following the verification link does: joining a family needs it. */
export async function verifyEmail(user: TestUser): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ email_verified: true }).where(eq(users.id, user.user.id));
}

/** Invites `member` into `owner`'s family and joins with the mailed token (their email verified). */
export async function addMember(smtp: Smtp, owner: TestUser, member: TestUser): Promise<void> {
  await verifyEmail(member);
  const sent = await sendInvitation(owner.token, member.user.email);
  if (sent.status !== 201) throw new Error(`invite failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const joined = await joinWith(member.token, await invitationToken(smtp, member.user.email));
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
}

export function grant(token: string, memberId: string, areas: string[]) {
  return call(setAccess, {
    token,
    method: "PUT",
    body: { areas },
    path: `/api/family/members/${memberId}/access`,
    params: { user_id: memberId },
  });
}

export async function setOwnEnd(userId: string, status: string, end: Date | null): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ subscription_status: status, subscription_end_date: end }).where(eq(users.id, userId));
}
