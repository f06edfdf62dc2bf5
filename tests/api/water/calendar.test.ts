/** The calendar carries each day's water: the month's list and the day detail's figure, in the user's units. */
import { describe, expect, it } from "vitest";
import { GET as calendarData } from "@/app/api/calendar-data/route";
import { POST as addWater } from "@/app/api/water/route";
import { dayDetail } from "@/components/calendar/day-detail-data";
import type { CalendarData } from "@/lib/calendar/service";
import { call, registerUser } from "../../support/api";

describe("water in the calendar", () => {
  it("answers the month's daily water totals, only the caller's, and the day detail shows them", async () => {
    const { token } = await registerUser();
    const other = await registerUser();
    for (const [date, amount_ml] of [
      ["2026-01-31", 400],
      ["2026-02-01", 250],
      ["2026-02-01", 500],
      ["2026-02-28", 1000],
      ["2026-03-01", 300],
    ] as const) {
      expect((await call(addWater, { token, body: { amount_ml, date } })).status).toBe(201);
    }
    await call(addWater, { token: other.token, body: { amount_ml: 2000, date: "2026-02-01" } });

    const res = await call<CalendarData & { month: string }>(calendarData, { token, query: { month: "2026-02" } });
    expect(res.status).toBe(200);
    expect(res.body.water).toEqual([
      { date: "2026-02-01", total_ml: 750 },
      { date: "2026-02-28", total_ml: 1000 },
    ]);

    expect(dayDetail(res.body, "2026-02-01", "2026-02", "2026-11-25", false).water).toBe("750 ml");
    // 1000 ml / 29.5735 ml a fl oz = 33.81 fl oz
    expect(dayDetail(res.body, "2026-02-28", "2026-02", "2026-11-25", true).water).toBe("33.8 fl oz");
    expect(dayDetail(res.body, "2026-02-10", "2026-02", "2026-11-25", false).water).toBeNull();
  });
});
