/** The medication forms and the API refuse the same bad input in the same words. */
import { describe, expect, it } from "vitest";
import { POST as add } from "@/app/api/medications/route";
import { PUT as putSettings } from "@/app/api/reminder-settings/route";
import { EMPTY_MEDICATION, medicationPayload, type MedicationValues } from "@/components/medications/medication-values";
import { medicationSchema, reminderSettingsSchema } from "@/lib/medications/schema";
import { validate } from "@/lib/validation/issues";
import { call, registerUser } from "../../support/api";

const values: MedicationValues = { ...EMPTY_MEDICATION, name: "Metformin", dosage: "500 mg" };

describe("medication form and API messages", () => {
  it.each([
    ["name", { ...values, name: "   " }, "Name is required"],
    ["name", { ...values, name: "x".repeat(121) }, "Name must be at most 120 characters"],
    ["dosage", { ...values, dosage: "" }, "Dosage is required"],
    ["time", { ...values, time: "25:00" }, "Time must be a time of day (HH:MM, 00:00 to 23:59)"],
    ["notes", { ...values, notes: "n".repeat(1001) }, "Notes must be at most 1,000 characters"],
    ["prescribed_by", { ...values, prescribed_by: "p".repeat(121) }, "Prescribed by must be at most 120 characters"],
    [
      "preventive_start",
      { ...values, preventive: true, preventive_start: "2026-02-30" },
      "Preventive start date must be a real calendar date (YYYY-MM-DD) from 1900 to 2100",
    ],
  ])("say the same about a bad %s", async (field, bad, message) => {
    const { token } = await registerUser();
    const payload = medicationPayload(bad);
    const form = validate(medicationSchema, payload);
    expect(form.ok ? "" : form.errors[field]).toBe(message);
    const api = await call(add, { token, body: payload });
    expect(api.status).toBe(400);
    expect(api.body).toEqual({ detail: message });
  });

  it("the form's input for a good medication is one the API takes, an empty time as none", async () => {
    const { token } = await registerUser();
    const payload = medicationPayload(values);
    expect(validate(medicationSchema, payload).ok).toBe(true);
    const res = await call(add, { token, body: payload });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Metformin", time: null, status: "active", frequency: "daily" });
  });

  it("sends the headache class and a ticked preventive's start, and no start when unticked", async () => {
    const { token } = await registerUser();
    const ticked = medicationPayload({
      ...values,
      acute_class: "triptan",
      preventive: true,
      preventive_start: "2026-01-15",
    });
    const res = await call(add, { token, body: ticked });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ acute_class: "triptan", preventive_start: "2026-01-15" });
    const unticked = medicationPayload({ ...values, preventive: false, preventive_start: "2026-01-15" });
    expect(unticked).toMatchObject({ acute_class: null, preventive_start: null });
    const none = await call(add, { token, body: unticked });
    expect(none.body).toMatchObject({ acute_class: null, preventive_start: null });
  });

  it("the reminder settings form and the API say the same about a reminder time", async () => {
    const { token } = await registerUser();
    const bad = { push: true, email_missed: false, sms: false, remind_before_minutes: 45 };
    const form = validate(reminderSettingsSchema, bad);
    const inForm = form.ok ? "" : form.errors.remind_before_minutes;
    const api = await call(putSettings, { method: "PUT", token, body: bad });
    expect(api.status).toBe(400);
    expect(inForm).toBe("remind_before_minutes must be 15, 30 or 60");
    expect(api.body).toEqual({ detail: inForm });
  });
});
