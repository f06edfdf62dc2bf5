/** A malformed batch is refused whole (400, nothing stored); a batch needs a sign-in. */
import { describe, expect, it } from "vitest";
import { POST as batch } from "@/app/api/batch/route";
import { call, registerUser } from "../../support/api";
import { itemBody, mixedItems, rowCounts } from "./items";

const water = (n: number) => ({ kind: "water", body: itemBody("water", n) });

describe("the batch envelope", () => {
  it.each([
    ["501 items", { items: Array.from({ length: 501 }, (_, n) => water(n)) }, "A batch holds at most 500 items"],
    ["no items", { items: [] }, "A batch needs at least 1 item"],
    [
      "items that are not a list",
      { items: { 0: water(0) } },
      "Items must be a list of 1 to 500 objects { kind, body }",
    ],
    [
      "no items field",
      { kind: "water", body: itemBody("water", 0) },
      "Items must be a list of 1 to 500 objects { kind, body }",
    ],
    ["a list, not an object", [water(0)], "Request body must be an object { items: [{ kind, body }] }"],
    [
      "an unknown kind",
      { items: [water(0), water(1), { kind: "sleep", body: { hours: 8 } }] },
      "items[2]: kind must be one of food_entry, exercise, health_metric, migraine, journal_entry, medication_dose, water, daily_steps",
    ],
    ["an item that is not an object", { items: [water(0), "water"] }, "items[1] must be an object { kind, body }"],
    [
      "an item without a body",
      { items: [water(0), { kind: "water" }] },
      "items[1]: body is required (the fields of its kind's own route)",
    ],
  ])("refuses %s with a 400 and stores nothing", async (_, body, detail) => {
    const { token, user } = await registerUser();
    const res = await call(batch, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect((await rowCounts(user.id)).water).toBe(0);
  });

  it("refuses text a Postgres column cannot hold anywhere in the request, as every route does", async () => {
    const { token, user } = await registerUser();
    const items = [water(0), { kind: "food_entry", body: { ...itemBody("food_entry", 0), food_name: "Tea\u0000" } }];
    const res = await call(batch, { token, body: { items } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Text must not contain the NUL character (\\u0000)." });
    expect((await rowCounts(user.id)).water).toBe(0);
  });

  it("answers 401 without a sign-in, and stores nothing", async () => {
    const res = await call(batch, { body: { items: mixedItems(7, "") } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: "Not authenticated. Please log in." });
  });
});
