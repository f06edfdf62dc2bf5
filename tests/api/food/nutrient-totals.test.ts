/** The day's fibre, sugars, saturated fat and sodium in GET /api/daily-stats: known values summed, unknown ones counted. */
import { describe, expect, it } from "vitest";
import { GET as stats } from "@/app/api/daily-stats/route";
import { POST as create } from "@/app/api/food-entries/route";
import type { ApiResult } from "@/lib/api-client/contract";
import { call, registerUser } from "../../support/api";

const DAY = "2026-03-02";
type DayStats = ApiResult<"/api/daily-stats">;

describe("nutrient totals of a day", () => {
  it("sums each nutrient over the entries that state it and says how many do not", async () => {
    const { token } = await registerUser();
    const entries = [
      { food_name: "Oatmeal", calories: 150, fiber: 4, sugar: 1, saturated_fat: 0.5, sodium_mg: 115 },
      { food_name: "Banana", calories: 105, fiber: 3.1, sugar: 14.4, saturated_fat: null, sodium_mg: 1 },
      { food_name: "Coffee", calories: 5 },
      // another day: not counted
      { food_name: "Crisps", calories: 530, sodium_mg: 1200, date: "2026-03-01" },
    ];
    for (const e of entries) expect((await call(create, { token, body: { date: DAY, ...e } })).status).toBe(201);
    const res = await call<DayStats>(stats, { token, query: { date_param: DAY } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      calories_consumed: 260,
      // 4 + 3.1 g; 1 + 14.4 g; 0.5 g; 115 + 1 mg
      fiber: 7.1,
      sugar: 15.4,
      saturated_fat: 0.5,
      sodium_mg: 116,
      // 116 mg × 2.5 = 290 mg of salt
      salt_g: 0.3,
      entry_count: 3,
      unknown_entries: { fiber: 1, sugar: 1, saturated_fat: 2, sodium_mg: 1 },
    });
  });

  it("an empty day is all zeros with nothing unknown", async () => {
    const { token } = await registerUser();
    const res = await call<DayStats>(stats, { token, query: { date_param: DAY } });
    expect(res.body).toMatchObject({
      fiber: 0,
      sugar: 0,
      saturated_fat: 0,
      sodium_mg: 0,
      salt_g: 0,
      entry_count: 0,
      unknown_entries: { fiber: 0, sugar: 0, saturated_fat: 0, sodium_mg: 0 },
    });
  });
});
