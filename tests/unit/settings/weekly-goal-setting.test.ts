/** The weekly workout goal on Settings → Profile: the form's check and the profile call's. */
import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/me/route";
import { PUT as profile } from "@/app/api/profile/route";
import { checkProfile, shownFrom } from "@/components/settings/profile-values";
import { metricMeasures, profileFormValues } from "../../support/profile-form";
import { getDb } from "@/db/client";
import { findUserByBearerToken } from "@/lib/identity/sessions";
import { call, registerUser, registration } from "../../support/api";

const metric = metricMeasures;
const values = profileFormValues;
const goalError = (goal: string) =>
  checkProfile({ ...values, weekly_workout_goal: goal }, shownFrom(metric, "metric"), metric, "metric").errors
    .weekly_workout_goal;

describe("weekly workout goal", () => {
  it("accepts 1 to 14 whole workouts in the form", () => {
    expect(goalError("5")).toBeUndefined();
    for (const bad of ["0", "15"]) expect(goalError(bad)).toBe("Weekly workout goal must be between 1 and 14");
    for (const bad of ["2.5", "many"]) expect(goalError(bad)).toBe("Weekly workout goal must be a whole number");
    expect(goalError("")).toBe("Weekly workout goal is required");
  });

  it("defaults to 3 and is stored by PUT /api/profile", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    expect((await findUserByBearerToken(db, token))!.weekly_workout_goal).toBe(3);
    const { password: _p, time_zone: _t, ...profileFields } = registration();
    const body = { ...profileFields, email: user.email }; // a new email would need the password
    const res = await call(profile, { method: "PUT", token, body: { ...body, weekly_workout_goal: 5 } });
    expect(res.status).toBe(200);
    expect((await findUserByBearerToken(db, token))!.weekly_workout_goal).toBe(5);
    const bad = await call(profile, { method: "PUT", token, body: { ...body, weekly_workout_goal: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("Weekly workout goal must be between 1 and 14");
    expect((await call(me, { token })).status).toBe(200);
  });
});
