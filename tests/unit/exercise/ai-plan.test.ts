/** The AI plan's time-out, with a short limit instead of the real 60 s. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { findUserByBearerToken } from "@/lib/identity/sessions";
import { resetEnvCache } from "@/lib/env";
import { generateWorkoutPlan, PLAN_TIMEOUT_MS } from "@/lib/exercise/ai-plan";
import { workoutPreferencesSchema } from "@/lib/exercise/plan-schema";
import { startFakeOpenAI } from "../../fakes/openai";
import { registerUser } from "../../support/api";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  process.env.OPENAI_API_KEY = "sk-test-key";
  process.env.OPENAI_BASE_URL = fake.baseURL;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetEnvCache();
  await fake.close();
});

const prefs = workoutPreferencesSchema.parse({ fitnessGoals: "slow server please", availableDays: ["Tuesday"] });

describe("generateWorkoutPlan", () => {
  it("waits 60 s by default", () => {
    expect(PLAN_TIMEOUT_MS).toBe(60_000);
  });

  it("cancels an AI answer slower than the time-out with a 504 that says so", async () => {
    const { token } = await registerUser();
    const user = (await findUserByBearerToken(await getDb(), token))!;
    fake.reply({ match: "slow server", content: "too late", delayMs: 1500 });
    const started = Date.now();
    await expect(
      generateWorkoutPlan(user, { user_preferences: prefs, mode: "ai" }, { today: "2026-03-02", timeoutMs: 200 }),
    ).rejects.toMatchObject({
      status: 504,
      detail: "Workout plan generation took longer than 200 ms and was cancelled.",
    });
    expect(Date.now() - started).toBeLessThan(1400);
  });
});
