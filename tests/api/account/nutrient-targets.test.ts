/** The daily targets of fibre, sugars, saturated fat and sodium: defaults, set and cleared through PUT /api/profile. */
import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/me/route";
import { PUT as profile } from "@/app/api/profile/route";
import { call, registerUser, registration } from "../../support/api";

const TARGETS = ["fiber_target_g", "sugar_target_g", "saturated_fat_target_g", "sodium_target_mg"] as const;

async function targetsOf(token: string) {
  const res = await call<Record<string, unknown>>(me, { token });
  return Object.fromEntries(TARGETS.map((k) => [k, res.body[k]]));
}

async function newUser() {
  const { password: _password, ...body } = registration();
  const { token } = await registerUser(body);
  return { token, body };
}

describe("nutrient targets", () => {
  it("start at 30 g fibre, 50 g sugars, 20 g saturated fat and 2300 mg sodium", async () => {
    const { token } = await newUser();
    expect(await targetsOf(token)).toEqual({
      fiber_target_g: 30,
      sugar_target_g: 50,
      saturated_fat_target_g: 20,
      sodium_target_mg: 2300,
    });
  });

  it("are set, cleared with null (no target), and left as they are when not sent", async () => {
    const { token, body } = await newUser();
    const saved = await call(profile, {
      method: "PUT",
      token,
      body: { ...body, fiber_target_g: 38, sugar_target_g: null, sodium_target_mg: 1500 },
    });
    expect(saved.status).toBe(200);
    const expected = { fiber_target_g: 38, sugar_target_g: null, saturated_fat_target_g: 20, sodium_target_mg: 1500 };
    expect(await targetsOf(token)).toEqual(expected);
    expect((await call(profile, { method: "PUT", token, body: { ...body, name: "Renamed" } })).status).toBe(200);
    expect(await targetsOf(token)).toEqual(expected);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ fiber_target_g: 0 }, "Daily fibre target must be between 1 and 150 g"],
    [{ fiber_target_g: 151 }, "Daily fibre target must be between 1 and 150 g"],
    [{ sugar_target_g: 2.5 }, "Daily sugars limit must be a whole number"],
    [{ saturated_fat_target_g: "20" }, "Daily saturated fat limit must be a whole number"],
    [{ sodium_target_mg: 50 }, "Daily sodium limit must be between 100 and 10000 mg"],
  ])("refuses %o with its message and changes nothing", async (change, detail) => {
    const { token, body } = await newUser();
    const res = await call(profile, { method: "PUT", token, body: { ...body, name: "Changed", ...change } });
    expect(res).toMatchObject({ status: 400, body: { detail } });
    expect((await targetsOf(token)).fiber_target_g).toBe(30);
    expect((await call<{ name: string }>(me, { token })).body.name).toBe(body.name);
  });
});
