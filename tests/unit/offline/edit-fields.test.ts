/** "Edit and retry" of a refused write: the body's values as a form, and back. */
import { describe, expect, it } from "vitest";
import { editedBody, editFields, fieldLabel } from "@/lib/offline/edit-fields";

describe("edit fields", () => {
  const body = {
    food_name: "Apple",
    calories: 95,
    sodium_mg: null,
    date: "2026-02-30",
    triggers: ["Stress"],
    ok: true,
  };

  it("offers the scalar fields with readable labels, not lists", () => {
    expect(editFields(body).map((f) => [f.key, f.label, f.kind, f.value])).toEqual([
      ["food_name", "Food name", "text", "Apple"],
      ["calories", "Calories", "number", "95"],
      ["sodium_mg", "Sodium (mg)", "text", ""],
      ["date", "Date", "text", "2026-02-30"],
      ["ok", "Ok", "boolean", "true"],
    ]);
    expect(fieldLabel("saturated_fat")).toBe("Saturated fat");
  });

  it("reads the edits back in the body's types and keeps the rest", () => {
    const fields = editFields(body);
    expect(editedBody(body, fields, { calories: "80", date: "2026-02-28", sodium_mg: "", ok: "false" })).toEqual({
      food_name: "Apple",
      calories: 80,
      sodium_mg: null,
      date: "2026-02-28",
      triggers: ["Stress"],
      ok: false,
    });
  });
});
