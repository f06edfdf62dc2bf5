/**
 * Routes that send mail are limited per address and per client IP (rate_limit_hits, in
 * Postgres, so every instance counts together). A reset request answers the same whatever
 * the limit of the address: beyond it no mail goes out; beyond the IP's limit it is a 429.
 * Mail a user sends to others (provider links, family invitations) is limited per user, and
 * no subject carries text a user typed.
 */
import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { DELETE as cancel } from "@/app/api/family/invitations/[invitation_id]/route";
import { POST as requestReset } from "@/app/api/password-reset/route";
import { POST as resend } from "@/app/api/resend-verification/route";
import { getDb } from "@/db/client";
import { familyInvitations, shares } from "@/db/schema";
import { MAIL_LIMITS } from "@/lib/identity/account/service";
import { hitRateLimit } from "@/lib/identity/rate-limit";
import { settleAfterResponseTasks } from "@/lib/http/after-response";
import { proUser as familyOwner, sendInvitation } from "../api/family/support";
import { create as createShare, proUser as shareOwner } from "../api/shares/support";
import { call, registerUser, uniqueEmail } from "../support/api";
import { withFakeSmtp } from "../support/smtp";

const cancelInvitation = (token: string, id: string) =>
  call(cancel, { token, method: "DELETE", path: `/api/family/invitations/${id}`, params: { invitation_id: id } });

const smtp = withFakeSmtp();
const from = (ip: string) => ({ "x-forwarded-for": ip });
const RESET = /Reset your vitalog password/;
const VERIFY = /Verify your email/;
const mailsTo = (to: string, subject: RegExp) =>
  smtp.messages.filter((m) => m.to.includes(to) && subject.test(m.subject));
const visible = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

describe("the limits", () => {
  it("are 3 mails an hour per address and 10 requests an hour per IP", () => {
    expect(MAIL_LIMITS).toEqual({
      perAddress: { max: 3, windowMs: 60 * 60 * 1000 },
      perIp: { max: 10, windowMs: 60 * 60 * 1000 },
    });
  });

  it("a sliding window: a hit older than the window no longer counts", async () => {
    const db = await getDb();
    const limit = { bucket: "test", key: "k", max: 2, windowMs: 60_000 };
    const t0 = new Date("2026-11-26T10:00:00Z");
    expect(await hitRateLimit(db, limit, t0)).toEqual({ ok: true });
    expect(await hitRateLimit(db, limit, new Date(t0.getTime() + 10_000))).toEqual({ ok: true });
    expect(await hitRateLimit(db, limit, new Date(t0.getTime() + 20_000))).toEqual({
      ok: false,
      retryAfterSeconds: 40,
    });
    expect(await hitRateLimit(db, { ...limit, key: "other" }, new Date(t0.getTime() + 20_000))).toEqual({ ok: true });
    expect(await hitRateLimit(db, limit, new Date(t0.getTime() + 60_001))).toEqual({ ok: true });
  });

  it("holds for requests at the same moment (one count per bucket and key at a time)", async () => {
    const db = await getDb();
    const limit = { bucket: "test-concurrent", key: "k", max: 3, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(db, limit)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
  });
});

describe("password reset", () => {
  it("20 requests for one address (from 20 IPs) send 3 mails, and every answer is the same", async () => {
    const { user } = await registerUser();
    const answers = [];
    for (let i = 0; i < 20; i++) {
      answers.push(visible(await call(requestReset, { body: { email: user.email }, headers: from(`10.50.0.${i}`) })));
      await settleAfterResponseTasks();
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    expect(mailsTo(user.email, RESET)).toHaveLength(3);
  });

  it("the 11th request from one IP within the hour is a 429 with Retry-After, known email or not", async () => {
    const { user } = await registerUser();
    for (let i = 0; i < 10; i++) {
      const res = await call(requestReset, { body: { email: `nobody-${i}@example.com` }, headers: from("10.51.0.1") });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    await settleAfterResponseTasks();
    const before = mailsTo(user.email, RESET).length;
    for (const email of [user.email, "nobody-else@example.com"]) {
      const res = await call(requestReset, { body: { email }, headers: from("10.51.0.1") });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        detail: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/),
      });
      const retry = Number(res.headers.get("retry-after"));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(3600);
    }
    await settleAfterResponseTasks();
    expect(mailsTo(user.email, RESET)).toHaveLength(before);
    // another address is not held back
    expect((await call(requestReset, { body: { email: user.email }, headers: from("10.51.0.2") })).status).toBe(200);
  });
});

describe("resend verification", () => {
  it("10 requests send 3 mails; the others are a 429 with a detail", async () => {
    const { token, user } = await registerUser();
    await smtp.waitForMail(user.email, VERIFY);
    const registered = mailsTo(user.email, VERIFY).length;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(resend, { method: "POST", token, headers: from(`10.52.0.${i}`) });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toEqual({
          detail: expect.stringMatching(
            /^We have sent several links to this address\. Please try again in \d+ minutes?\.$/,
          ),
        });
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
    expect(mailsTo(user.email, VERIFY)).toHaveLength(registered + 3);
  });

  it("10 requests an hour from one IP, over many accounts", async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => registerUser()));
    const statuses: number[] = [];
    for (const { token } of accounts) {
      for (let i = 0; i < 3; i++)
        statuses.push((await call(resend, { method: "POST", token, headers: from("10.53.0.1") })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(2).fill(429)]);
  });
});

describe("mail to people outside vitalog, per user", () => {
  it("provider links: the 6th with an email within the hour is a 429 before anything is stored; one without an email still works", async () => {
    const { token, user } = await shareOwner();
    const doctor = uniqueEmail("dr");
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await createShare(token, { name: `Dr ${i}`, email: doctor, areas: ["vitals"], days: 7 });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toEqual({
          detail: expect.stringMatching(
            /^You can email at most 5 provider links an hour\. Please try again in \d+ minutes?\.$/,
          ),
        });
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(3).fill(429)]);
    expect(smtp.messages.filter((m) => m.to.includes(doctor))).toHaveLength(5);
    const db = await getDb();
    expect(await db.select().from(shares).where(eq(shares.user_id, user.id))).toHaveLength(5);
    const plain = await createShare(token, { name: "No mail", areas: ["vitals"], days: 7 });
    expect(plain.status).toBe(201);
    expect(plain.body.emailed).toBe(false);
  });

  it("family invitations: inviting and cancelling again and again sends 5 an hour, then a 429 with nothing stored", async () => {
    const owner = await familyOwner();
    const statuses: number[] = [];
    const invited: string[] = [];
    for (let i = 0; i < 8; i++) {
      const email = uniqueEmail("fam");
      invited.push(email);
      const res = await sendInvitation(owner.token, email);
      statuses.push(res.status);
      if (res.status === 201) {
        expect((await cancelInvitation(owner.token, res.body.invitation_id as string)).status).toBe(204);
      } else {
        expect(res.body).toEqual({
          detail: expect.stringMatching(
            /^You can send at most 5 family invitations an hour\. Please try again in \d+ minutes?\.$/,
          ),
        });
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(3).fill(429)]);
    expect(smtp.messages.filter((m) => invited.some((e) => m.to.includes(e)))).toHaveLength(5);
    const db = await getDb();
    expect(await db.select().from(familyInvitations).where(inArray(familyInvitations.email, invited))).toEqual([]);
  });

  it("a user's name never stands in a subject; the body names them, escaped in HTML", async () => {
    const name = '<a href="https://evil.example/verify">Verify your account</a>';
    const sharer = await shareOwner({ name });
    const doctor = uniqueEmail("dr");
    expect(
      (await createShare(sharer.token, { name: "Dr", email: doctor, areas: ["vitals"], days: 7 })).body.emailed,
    ).toBe(true);
    const owner = await familyOwner(name);
    const invitee = uniqueEmail("fam");
    expect((await sendInvitation(owner.token, invitee)).status).toBe(201);
    for (const to of [doctor, invitee]) {
      const mail = await smtp.waitForMail(to, /./);
      expect(mail.subject).not.toMatch(/evil|Verify your account|<a/);
      expect(mail.text).toContain(name);
      // the HTML part holds it escaped (the text part holds it as typed)
      expect(mail.text).toContain("&lt;a href=&quot;https://evil.example/verify&quot;&gt;");
    }
  });
});
