/** Saved plans, and plan generation: the built-in plan, and the AI through the local stand-in. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as generate } from "@/app/api/generate-workout-plan/route";
import { DELETE as removePlan } from "@/app/api/workout-plans/[plan_id]/route";
import { GET as listPlans, POST as savePlan } from "@/app/api/workout-plans/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { configureAi, startFakeOpenAI } from "../../fakes/openai";
import { call, registerUser } from "../../support/api";

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
  useAi(false);
});

const useAi = (on: boolean, baseURL = fake.baseURL) => configureAi(on ? baseURL : undefined);

const prefs = {
  fitnessGoals: "Run a 5k without stopping",
  currentFitnessLevel: "beginner",
  workoutFrequency: 3,
  availableDays: ["Monday", "Wednesday", "Friday", "Saturday"],
  workoutDuration: 30,
  preferredTypes: ["Cardio"],
  injuries: "",
  equipment: "none",
};

async function makeFree(userId: string) {
  await (await getDb()).update(users).set({ subscription_status: "free" }).where(eq(users.id, userId));
}

describe("workout plans", () => {
  it("saves, lists (newest first) and deletes the user's own plans", async () => {
    const { token } = await registerUser();
    const other = await registerUser();
    const first = await call<{ plan_id: string }>(savePlan, {
      token,
      body: { plan_name: "Plan A", plan_content: "Monday: run", preferences: prefs },
    });
    expect(first.status).toBe(201);
    await call(savePlan, {
      token,
      body: { plan_name: "Plan B", plan_content: "Tuesday: lift", preferences: {}, source: "ai" },
    });
    const listed = await call<{ plan_name: string; preferences: unknown; source: string }[]>(listPlans, { token });
    expect(listed.body.map((p) => p.plan_name)).toEqual(["Plan B", "Plan A"]);
    expect(listed.body[1]).toMatchObject({ preferences: prefs, source: "basic" });
    expect((await call<unknown[]>(listPlans, { token: other.token })).body).toEqual([]);
    expect(
      (await call(removePlan, { method: "DELETE", token: other.token, params: { plan_id: first.body.plan_id } }))
        .status,
    ).toBe(404);
    expect((await call(removePlan, { method: "DELETE", token, params: { plan_id: first.body.plan_id } })).status).toBe(
      204,
    );
    expect((await call<unknown[]>(listPlans, { token })).body).toHaveLength(1);
  });

  it("refuses a plan without name or content", async () => {
    const { token } = await registerUser();
    const res = await call(savePlan, { token, body: { plan_name: " ", plan_content: "x" } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Plan name is required");
    expect((await call(savePlan, { token, body: { plan_name: "x" } })).body.detail).toBe("Plan content is required");
  });

  it("refuses a lone surrogate in the preferences (Postgres json refuses it) and saves nothing", async () => {
    const { token } = await registerUser();
    const res = await call(savePlan, {
      token,
      body: { plan_name: "Mine", plan_content: "Day 1: run", preferences: { note: "\ud83d" } },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Text must be valid Unicode (a lone surrogate was sent).");
    expect((await call<unknown[]>(listPlans, { token })).body).toEqual([]);
  });
});

describe("POST /api/generate-workout-plan", () => {
  it("refuses missing fitness goals and no available day, each with its message", async () => {
    const { token } = await registerUser();
    const noGoals = await call(generate, { token, body: { user_preferences: { ...prefs, fitnessGoals: "  " } } });
    expect(noGoals.status).toBe(400);
    expect(noGoals.body.detail).toBe("Please enter your fitness goals before generating a workout plan.");
    const noDays = await call(generate, { token, body: { user_preferences: { ...prefs, availableDays: [] } } });
    expect(noDays.status).toBe(400);
    expect(noDays.body.detail).toBe("Please select at least one available day");
    const badDay = await call(generate, { token, body: { user_preferences: { ...prefs, availableDays: ["Funday"] } } });
    expect(badDay.body.detail).toMatch(/days of the week/);
    const badDuration = await call(generate, { token, body: { user_preferences: { ...prefs, workoutDuration: 20 } } });
    expect(badDuration.body.detail).toMatch(/15, 30, 45, 60, 90/);
  });

  it("makes the basic plan for a free user, and without an AI key for anyone", async () => {
    const { token, user } = await registerUser();
    await makeFree(user.id);
    const basic = await call<{ status: string; workout_plan: string; source: string }>(generate, {
      token,
      body: { user_preferences: prefs, mode: "basic" },
    });
    expect(basic.status).toBe(200);
    expect(basic.body).toMatchObject({ status: "success", source: "basic" });
    expect(basic.body.workout_plan).toMatch(/^Basic Workout Plan \(built-in generator, not AI\)/);
    expect(basic.body.workout_plan).toContain("Monday: Cardio (30 min)");
    const noKey = await call<{ source: string }>(generate, { token, body: { user_preferences: prefs } });
    expect(noKey.body.source).toBe("basic");
  });

  it("asks the AI with a prompt from the preferences and profile, and answers its plan", async () => {
    useAi(true);
    fake.reply({ match: "Run a 5k", content: "Week 1: Monday easy run 20 min" });
    const { token } = await registerUser({ age: 41, current_weight_kg: 82 });
    const res = await call<{ status: string; workout_plan: string; source: string; plan_name: string }>(generate, {
      token,
      body: { user_preferences: { ...prefs, injuries: "left knee" }, prompt: "I like mornings" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", workout_plan: "Week 1: Monday easy run 20 min", source: "ai" });
    expect(res.body.plan_name).toMatch(/^AI Workout Plan - \d{4}-\d{2}-\d{2}$/);
    const sent = fake.requests.at(-1)!.raw;
    for (const part of [
      "Fitness goals: Run a 5k",
      "Sessions per week: 3, only on: Monday, Wednesday, Friday, Saturday",
      "left knee",
      "41 years",
      "82 kg",
      "I like mornings",
    ]) {
      expect(sent).toContain(part);
    }
  });

  it("is premium: a free user asking the AI gets 402 naming the plan", async () => {
    useAi(true);
    const { token, user } = await registerUser();
    await makeFree(user.id);
    const res = await call(generate, { token, body: { user_preferences: prefs } });
    expect(res.status).toBe(402);
    expect(res.body.detail).toMatch(/Premium/);
    expect(fake.requests).toHaveLength(0);
  });

  it("turns the AI's 429 into 429 and its 401 into a 502 (not the user's session)", async () => {
    useAi(true);
    const { token } = await registerUser();
    fake.reply({ match: "Run a 5k", status: 429, times: 1 });
    const busy = await call(generate, { token, body: { user_preferences: prefs } });
    expect(busy.status).toBe(429);
    fake.reply({ match: "Run a 5k", status: 401, times: 1 });
    const refused = await call(generate, { token, body: { user_preferences: prefs } });
    expect(refused.status).toBe(502);
    expect(refused.body.detail).toMatch(/credentials/);
    const unmatched = await call(generate, {
      token,
      body: { user_preferences: { ...prefs, fitnessGoals: "something else" } },
    });
    expect(unmatched.status).toBe(502);
  });

  it("answers 503 when the AI service cannot be reached", async () => {
    const closed = await startFakeOpenAI();
    const url = closed.baseURL;
    await closed.close();
    useAi(true, url);
    const { token } = await registerUser();
    const res = await call(generate, { token, body: { user_preferences: prefs } });
    expect(res.status).toBe(503);
    expect(res.body.detail).toMatch(/Could not connect to the AI service/);
  });
});
