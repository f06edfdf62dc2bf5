import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/me/route";
import { PUT as profile } from "@/app/api/profile/route";
import { call, registerUser, registration } from "../../support/api";

describe("PUT /api/profile", () => {
  it("saves the profile's fields and recomputes the calorie goal", async () => {
    const { token, user } = await registerUser();
    const body = {
      ...registration(),
      email: user.email,
      name: "Sam Doe",
      age: 40,
      gender: "male",
      height_cm: 180,
      current_weight_kg: 80,
      goal_weight_kg: 80,
      activity_level: "very_active",
      use_imperial: true,
    };
    const res = await call(profile, { method: "PUT", token, body });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe("Profile updated successfully!");
    // 10·80 + 6.25·180 − 5·40 + 5 = 1730 kcal resting × 1.725 = 2984 → 2980
    expect(res.body.user).toMatchObject({
      name: "Sam Doe",
      use_imperial: true,
      daily_calories_goal: 2980,
      calorie_goal_custom: false,
    });
    expect((await call(me, { token })).body).toMatchObject({ name: "Sam Doe", age: 40, height_cm: 180 });
  });

  it("keeps a goal the user set until they clear it", async () => {
    const { token, user } = await registerUser();
    const base = { ...registration(), email: user.email };
    const custom = await call(profile, { method: "PUT", token, body: { ...base, daily_calories_goal: 2222 } });
    expect(custom.body.user).toMatchObject({ daily_calories_goal: 2222, calorie_goal_custom: true });
    const kept = await call(profile, { method: "PUT", token, body: { ...base, current_weight_kg: 90 } });
    expect(kept.body.user).toMatchObject({ daily_calories_goal: 2222 });
    const cleared = await call(profile, { method: "PUT", token, body: { ...base, daily_calories_goal: null } });
    expect(cleared.body.user).toMatchObject({ daily_calories_goal: 1700, calorie_goal_custom: false });
  });

  it("never goes under 1,200 kcal", async () => {
    const { token, user } = await registerUser();
    const res = await call(profile, {
      method: "PUT",
      token,
      body: {
        ...registration(),
        email: user.email,
        age: 90,
        height_cm: 140,
        current_weight_kg: 40,
        goal_weight_kg: 35,
        activity_level: "sedentary",
      },
    });
    expect((res.body.user as { daily_calories_goal: number }).daily_calories_goal).toBe(1200);
  });

  it("refuses an email another account uses", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const res = await call(profile, {
      method: "PUT",
      token: b.token,
      body: { ...registration(), email: a.user.email, current_password: b.password },
    });
    expect(res.status).toBe(409);
    expect((await call(me, { token: b.token })).body.email).toBe(b.user.email);
  });
});
