/**
 * Reminders as Web Push: the real job sends through the real web-push library to the local
 * push service stand-in, which checks the VAPID signature and decrypts each message with the
 * browser's keys (RFC 8291); email stands in when no device takes push.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as subscribe } from "@/app/api/push-subscriptions/route";
import { POST as snooze } from "@/app/api/medication-reminders/snooze/route";
import { POST as recordDose } from "@/app/api/medications/[medication_id]/doses/route";
import { medicationDoses, pushSubscriptions } from "@/db/schema";
import { runReminderJob } from "@/lib/medications/reminders";
import { REMINDER_TTL_SECONDS } from "@/lib/push/send";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { actionRequest, readReminderData, SNOOZE_ACTION, TAKEN_ACTION } from "@/sw/push-notification";
import { call, registerUser } from "../../support/api";
import { withFakePushService, VAPID_SUBJECT } from "../../support/push";
import { medicationWithReminders, REMINDER_ZONE as ZONE } from "../../support/reminders";
import { withFakeSmtp } from "../../support/smtp";

const smtp = withFakeSmtp();
const push = withFakePushService();
const MINUTE = 60_000;

const setup = medicationWithReminders;

/** A browser of the stand-in subscribes through the real route. */
async function subscribeBrowser(token: string) {
  const browser = push.service.subscribe();
  const { id: _id, ...json } = browser;
  const res = await call(subscribe, { token, body: json, headers: { "user-agent": "Test Browser/1.0" } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return browser;
}

const mailsTo = (email: string) =>
  smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && /^(Reminder|Missed dose):/.test(m.subject));

describe("the reminder job with push", () => {
  it("pushes a due dose to each live subscription, decryptable by each browser, and sends no email", async () => {
    const { db, user, token } = await setup("08:00");
    const phone = await subscribeBrowser(token);
    const laptop = await subscribeBrowser(token);
    const at = new Date("2026-02-02T06:50:00Z"); // 07:50 in Berlin
    const runs = await Promise.all([runReminderJob(db, at), runReminderJob(db, at)]);
    expect(runs.reduce((n, r) => n + r.upcoming, 0)).toBe(1);
    for (const browser of [phone, laptop]) {
      const [message, ...more] = push.service.messagesFor(browser.id);
      expect(more).toEqual([]);
      const payload = JSON.parse(message!.text);
      expect(payload.title).toBe("Time for Metformin at 08:00");
      expect(payload.body).toBe("Your dose of Metformin (500 mg) is due at 08:00.");
      expect(payload.data).toMatchObject({ date: "2026-02-02", time: "08:00", kind: "upcoming", url: "/medications" });
      expect(message!.urgency).toBe("high");
      expect(Number(message!.ttl)).toBe(REMINDER_TTL_SECONDS);
      expect(message!.vapid).toMatchObject({ sub: VAPID_SUBJECT, publicKey: push.keys.publicKey });
    }
    expect(push.service.refused).toEqual([]);
    expect(mailsTo(user.email)).toEqual([]);
    const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, user.id));
    expect(rows.map((r) => r.last_success_at)).not.toContain(null);
  });

  it("emails the reminder when the user has no subscription", async () => {
    const { db, user } = await setup("08:00");
    await runReminderJob(db, new Date("2026-02-03T06:50:00Z"));
    const mail = await smtp.waitForMail(user.email, /Reminder: Metformin at 08:00/);
    expect(mail.text).toContain("500 mg");
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("deletes a subscription the push service calls gone (410), and emails when it was the only one", async () => {
    const { db, user, token } = await setup("08:00");
    const browser = await subscribeBrowser(token);
    push.service.answerWith(browser.id, 410);
    await runReminderJob(db, new Date("2026-02-04T06:50:00Z"));
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, user.id))).toEqual([]);
    await smtp.waitForMail(user.email, /Reminder: Metformin at 08:00/);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("keeps the device that took it when another is gone (404), and sends no email", async () => {
    const { db, user, token } = await setup("08:00");
    const gone = await subscribeBrowser(token);
    const live = await subscribeBrowser(token);
    push.service.answerWith(gone.id, 404);
    await runReminderJob(db, new Date("2026-02-05T06:50:00Z"));
    expect(push.service.messagesFor(live.id)).toHaveLength(1);
    const left = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, user.id));
    expect(left.map((r) => r.endpoint)).toEqual([live.endpoint]);
    expect(mailsTo(user.email)).toEqual([]);
  });

  it("emails when every push fails for another reason, and keeps the subscription", async () => {
    const { db, user, token } = await setup("08:00");
    const browser = await subscribeBrowser(token);
    push.service.answerWith(browser.id, 500);
    await runReminderJob(db, new Date("2026-02-06T06:50:00Z"));
    await smtp.waitForMail(user.email, /Reminder: Metformin at 08:00/);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, user.id))).toHaveLength(1);
  });

  it("pushes a missed dose when push_missed is on, without an email", async () => {
    const { db, user, token } = await setup("08:00", { push: false, email_missed: false, push_missed: true });
    const browser = await subscribeBrowser(token);
    await runReminderJob(db, new Date("2026-02-07T08:00:00Z")); // 09:00: an hour after the dose
    const [message] = push.service.messagesFor(browser.id);
    expect(JSON.parse(message!.text)).toMatchObject({
      title: "Missed dose: Metformin at 08:00",
      data: { kind: "missed", date: "2026-02-07", time: "08:00" },
    });
    expect(mailsTo(user.email)).toEqual([]);
  });

  it("emails a missed dose asked for by push when no device takes push", async () => {
    const { db, user } = await setup("08:00", { push: false, email_missed: false, push_missed: true });
    await runReminderJob(db, new Date("2026-02-08T08:00:00Z"));
    const mail = await smtp.waitForMail(user.email, /Missed dose: Metformin at 08:00/);
    expect(mail.text).toContain('"Push when a dose is missed" is on');
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});

describe("the notification's actions", () => {
  /** A dose three hours ago today (real time): recordable, and outside every reminder window. */
  async function pastDose() {
    const now = Date.now();
    const time = localTimeIn(ZONE, new Date(now - 3 * 60 * MINUTE));
    const date = localDateIn(ZONE, new Date(now - 3 * 60 * MINUTE));
    const ctx = await setup(time);
    const data = readReminderData({
      medication_id: ctx.med.medication_id,
      date,
      time,
      kind: "upcoming",
      url: "/medications",
    })!;
    return { ...ctx, data, now };
  }

  it('"Snooze 10 min" pushes the dose again 10 minutes later, not before, and once', async () => {
    const { db, token, data, now } = await pastDose();
    const browser = await subscribeBrowser(token);
    const request = actionRequest(SNOOZE_ACTION, data)!;
    const res = await call(snooze, { token, path: request.path, headers: request.headers, rawBody: request.body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const remindAt = new Date(String(res.body.remind_at)).getTime();
    expect(remindAt - now).toBeGreaterThanOrEqual(10 * MINUTE);
    expect(remindAt - now).toBeLessThan(11 * MINUTE);
    await runReminderJob(db, new Date(remindAt - MINUTE));
    expect(push.service.messagesFor(browser.id)).toEqual([]);
    await runReminderJob(db, new Date(remindAt));
    await runReminderJob(db, new Date(remindAt + MINUTE));
    const messages = push.service.messagesFor(browser.id);
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0]!.text)).toMatchObject({
      body: `Snoozed reminder: your dose of Metformin (500 mg) was due at ${data.time}.`,
      data: { kind: "snoozed", medication_id: data.medication_id, time: data.time },
    });
  });

  it('"Taken" sent twice with the dose\'s key records one dose, and a snooze of it then pushes nothing', async () => {
    const { db, token, data, med } = await pastDose();
    const browser = await subscribeBrowser(token);
    const snoozed = actionRequest(SNOOZE_ACTION, data)!;
    const s = await call(snooze, { token, path: snoozed.path, headers: snoozed.headers, rawBody: snoozed.body });
    const taken = actionRequest(TAKEN_ACTION, data)!;
    const tap = () =>
      call(recordDose, {
        token,
        path: taken.path,
        headers: taken.headers,
        rawBody: taken.body,
        params: { medication_id: med.medication_id },
      });
    const first = await tap();
    const second = await tap();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    const doses = await db.select().from(medicationDoses).where(eq(medicationDoses.medication_id, med.medication_id));
    expect(doses.map((d) => [d.date, d.time, d.status])).toEqual([[data.date, data.time, "taken"]]);
    await runReminderJob(db, new Date(new Date(String(s.body.remind_at)).getTime() + MINUTE));
    expect(push.service.messagesFor(browser.id)).toEqual([]);
  });

  it("a snooze of another user's medication is 404", async () => {
    const { data } = await pastDose();
    const { token: stranger } = await registerUser();
    const request = actionRequest(SNOOZE_ACTION, data)!;
    const res = await call(snooze, {
      token: stranger,
      path: request.path,
      headers: request.headers,
      rawBody: request.body,
    });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("Medication not found.");
  });
});
