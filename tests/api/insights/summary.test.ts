/** The AI summary: Premium, off without AI, written from the computed figures, never with a made-up number. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as summarise } from "@/app/api/insights/summary/route";
import { getDb } from "@/db/client";
import { foodEntries, journalEntries, users } from "@/db/schema";
import { NOT_CONFIGURED, NOTHING_TO_SUMMARISE } from "@/lib/insights/ai-summary";
import { SUMMARY_FAILED } from "@/lib/insights/messages";
import { configureAi, startFakeOpenAI } from "../../fakes/openai";
import { call, registerUser } from "../../support/api";
import { localDateIn } from "@/lib/time/zones";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  useAi(false);
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  useAi(true);
});

const useAi = (on: boolean) => configureAi(on ? fake.baseURL : undefined);

async function userWithAWeek() {
  const reg = await registerUser({ name: "Ana Lopez", time_zone: "Europe/Madrid" });
  const today = localDateIn("Europe/Madrid");
  const db = await getDb();
  // an account a week and a day old: its score no longer waits for more days of data
  await db
    .update(users)
    .set({ created_at: new Date(Date.now() - 8 * 86_400_000) })
    .where(eq(users.id, reg.user.id));
  await db.insert(foodEntries).values({ user_id: reg.user.id, date: today, food_name: "Paella", calories: 900 });
  await db
    .insert(journalEntries)
    .values({ user_id: reg.user.id, date: today, title: "Today", mood: 8, energy: 7, stress: 3, sleep: 9 });
  return reg;
}

describe("POST /api/insights/summary", () => {
  it("writes the summary from the user's figures only", async () => {
    const { token } = await userWithAWeek();
    fake.reply({
      match: "Facts:",
      content: "Ana, your mood and sleep carried the week; logging more days will lift your consistency.",
    });
    const res = await call<{ summary: string }>(summarise, { method: "POST", token });
    expect(res.status).toBe(200);
    expect(res.body.summary).toBe(
      "Ana, your mood and sleep carried the week; logging more days will lift your consistency.",
    );
    const prompt = fake.requests.at(-1)!.raw;
    expect(prompt).toContain("The user's first name: Ana.");
    expect(prompt).toContain("Sleep (journal): 89 out of 100 (Sleep 9/10 over 1 entry).");
    expect(prompt).toContain("Logging consistency: 14 out of 100 (Something logged on 1 of 7 days).");
  });

  it("refuses a reply that invents a number", async () => {
    const { token } = await userWithAWeek();
    fake.reply({ match: "Facts:", content: "You walked 12,000 steps a day." });
    const res = await call(summarise, { method: "POST", token });
    expect(res.status).toBe(502);
    expect(res.body.detail).toBe(SUMMARY_FAILED);
  });

  it("answers 400 for a user with nothing logged, without calling the model", async () => {
    const { token } = await registerUser();
    const res = await call(summarise, { method: "POST", token });
    expect(res).toMatchObject({ status: 400, body: { detail: NOTHING_TO_SUMMARISE } });
    expect(fake.requests).toHaveLength(0);
  });

  it("is Premium (402 on the free plan) and 503 when AI is not configured", async () => {
    const { token, user } = await userWithAWeek();
    useAi(false);
    expect(await call(summarise, { method: "POST", token })).toMatchObject({
      status: 503,
      body: { detail: NOT_CONFIGURED },
    });
    useAi(true);
    await (await getDb()).update(users).set({ subscription_status: "free" }).where(eq(users.id, user.id));
    const res = await call(summarise, { method: "POST", token });
    expect(res.status).toBe(402);
    expect(String(res.body.detail)).toMatch(/Premium/);
    expect(fake.requests).toHaveLength(0);
  });
});
