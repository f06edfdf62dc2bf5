/** The water card's custom amount and the API refuse the same bad input in the same words. */
import { describe, expect, it } from "vitest";
import { POST as add } from "@/app/api/water/route";
import { customWaterPayload, glassesOfTarget, glassLabel, glassMl, imperialAmountErrors } from "@/lib/water/amount";
import { waterEntryCreateSchema } from "@/lib/water/schema";
import { validate } from "@/lib/validation/issues";
import { call, registerUser } from "../../support/api";

const DAY = "2026-11-20";

/** JSON as the browser sends it: NaN becomes null. */
const asJson = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

describe("water card and API messages", () => {
  it.each(["0", "-250", "10001", "250.5", "lots", ""])("say the same about the amount %j", async (typed) => {
    const { token } = await registerUser();
    const payload = customWaterPayload(typed, false, DAY);
    const form = validate(waterEntryCreateSchema, payload);
    expect(form.ok).toBe(false);
    const message = form.ok ? "" : form.errors.amount_ml;
    expect(message).toBeTruthy();
    const api = await call(add, { token, body: asJson(payload) });
    expect(api.status).toBe(400);
    expect(api.body).toEqual({ detail: message });
  });

  it("sends what the user typed in ml, or fl oz converted to whole ml", async () => {
    expect(customWaterPayload("330", false, DAY)).toEqual({ amount_ml: 330, date: DAY });
    // 12 fl oz = 354.88 ml
    expect(customWaterPayload("12", true, DAY)).toEqual({ amount_ml: 355, date: DAY });
    const { token } = await registerUser();
    const res = await call(add, { token, body: customWaterPayload("12", true, DAY) });
    expect(res).toMatchObject({ status: 201, body: { amount_ml: 355, date: DAY } });
  });

  it("checks an imperial amount in fl oz, the unit typed", () => {
    expect(imperialAmountErrors("8", true)).toEqual({});
    expect(imperialAmountErrors("0", true)).toEqual({ amount_ml: "Amount must be between 0.1 and 338.1 fl oz" });
    expect(imperialAmountErrors("400", true)).toEqual({ amount_ml: "Amount must be between 0.1 and 338.1 fl oz" });
    expect(imperialAmountErrors("", true)).toEqual({ amount_ml: "Amount is required" });
    expect(imperialAmountErrors("0", false)).toEqual({});
  });

  it("offers a 250 ml glass, or 8 fl oz stored as 237 ml", () => {
    expect([glassLabel(false), glassMl(false)]).toEqual(["+250 ml", 250]);
    // 8 × 29.5735 = 236.59 ml
    expect([glassLabel(true), glassMl(true)]).toEqual(["+8 fl oz", 237]);
  });

  it("counts the day in glasses of 250 ml against the target", () => {
    expect(glassesOfTarget(750, 2000, false)).toBe("3 of 8 glasses (250 ml each)");
    expect(glassesOfTarget(600, 2750, false)).toBe("2.4 of 11 glasses (250 ml each)");
    // 250 ml = 8.45 fl oz
    expect(glassesOfTarget(0, 2000, true)).toBe("0 of 8 glasses (8.5 fl oz each)");
  });
});
