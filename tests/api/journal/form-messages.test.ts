/** The journal form and the API refuse the same bad input in the same words. */
import { describe, expect, it } from "vitest";
import { POST as save } from "@/app/api/journal-entries/route";
import { journalPayload, type JournalValues } from "@/components/journal/journal-form";
import { journalEntrySchema } from "@/lib/journal/schema";
import { validate } from "@/lib/validation/issues";
import { call, registerUser } from "../../support/api";

const values: JournalValues = { content: "", mood: 7, energy: 6, stress: 4, sleep: 8, gratitude: "", goals: "" };

describe("journal form and API messages", () => {
  it.each([
    ["content", { ...values, content: "x".repeat(20_001) }],
    ["gratitude", { ...values, gratitude: "y".repeat(5_001) }],
    ["mood", { ...values, mood: 11 }],
  ])("say the same about a bad %s", async (field, bad) => {
    const { token } = await registerUser();
    const payload = journalPayload(bad, "2026-11-20");
    const form = validate(journalEntrySchema, payload);
    expect(form.ok).toBe(false);
    const inForm = form.ok ? "" : form.errors[field];
    const api = await call(save, { token, body: payload });
    expect(api.status).toBe(400);
    expect(inForm).toBeTruthy();
    expect(api.body).toEqual({ detail: inForm });
  });

  it("the form's input for a good entry is one the API takes", async () => {
    const { token } = await registerUser();
    const payload = journalPayload({ ...values, content: "A calm day." }, "2026-11-20");
    expect(validate(journalEntrySchema, payload).ok).toBe(true);
    expect((await call(save, { token, body: payload })).status).toBe(201);
  });
});
