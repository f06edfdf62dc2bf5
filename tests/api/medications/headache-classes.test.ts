import { describe, expect, it } from "vitest";
import { PUT as put } from "@/app/api/medications/[medication_id]/route";
import { GET as list, POST as create } from "@/app/api/medications/route";
import { call, registerUser } from "../../support/api";
import { addDays } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";

const sumatriptan = { name: "Sumatriptan", dosage: "50 mg", frequency: "as_needed", status: "prn" };
const propranolol = { name: "Propranolol", dosage: "40 mg", frequency: "twice_daily" };
type Med = { medication_id: string; name: string; acute_class: string | null; preventive_start: string | null };

describe("a medication's headache class and preventive start", () => {
  it("stores both, returns them on POST, GET and PUT, and clears them with null", async () => {
    const { token } = await registerUser();
    const acute = await call<Med>(create, { token, body: { ...sumatriptan, acute_class: "triptan" } });
    expect(acute.status).toBe(201);
    expect(acute.body).toMatchObject({ acute_class: "triptan", preventive_start: null });
    const preventive = await call<Med>(create, { token, body: { ...propranolol, preventive_start: "2026-01-15" } });
    expect(preventive.body).toMatchObject({ acute_class: null, preventive_start: "2026-01-15" });

    const all = await call<Med[]>(list, { token });
    expect(all.body.map((m) => [m.name, m.acute_class, m.preventive_start])).toEqual([
      ["Propranolol", null, "2026-01-15"],
      ["Sumatriptan", "triptan", null],
    ]);

    const params = { medication_id: acute.body.medication_id };
    const changed = await call<Med>(put, {
      method: "PUT",
      token,
      params,
      body: { ...sumatriptan, acute_class: "simple_analgesic" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.acute_class).toBe("simple_analgesic");
    const cleared = await call<Med>(put, { method: "PUT", token, params, body: { ...sumatriptan, acute_class: null } });
    expect(cleared.body.acute_class).toBeNull();
  });

  it("takes a medication without either field as neither (the form's None)", async () => {
    const { token } = await registerUser();
    const res = await call<Med>(create, { token, body: sumatriptan });
    expect(res.body).toMatchObject({ acute_class: null, preventive_start: null });
  });

  it.each([
    [{ acute_class: "painkiller" }, "Medication class must be one of triptan, simple_analgesic"],
    [{ acute_class: 3 }, "Medication class must be one of"],
    [{ preventive_start: "2026-02-30" }, "Preventive start date must be a real calendar date (YYYY-MM-DD)"],
    [{ preventive_start: "15/01/2026" }, "Preventive start date must be a real calendar date"],
  ])("refuses %j with 400 and a clear detail", async (extra, detail) => {
    const { token } = await registerUser();
    const res = await call(create, { token, body: { ...sumatriptan, ...extra } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(detail);
    expect((await call<Med[]>(list, { token })).body).toEqual([]);
  });

  it("refuses a preventive start after the user's today, on POST and PUT", async () => {
    const zone = "Europe/Berlin";
    const { token } = await registerUser({ time_zone: zone });
    const tomorrow = addDays(localDateIn(zone), 1);
    const res = await call(create, { token, body: { ...propranolol, preventive_start: tomorrow } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Preventive start date cannot be in the future");

    const today = localDateIn(zone);
    const made = await call<Med>(create, { token, body: { ...propranolol, preventive_start: today } });
    expect(made.body.preventive_start).toBe(today);
    const edited = await call(put, {
      method: "PUT",
      token,
      params: { medication_id: made.body.medication_id },
      body: { ...propranolol, preventive_start: tomorrow },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.detail).toBe("Preventive start date cannot be in the future");
    expect((await call<Med[]>(list, { token })).body[0]!.preventive_start).toBe(today);
  });

  it("refuses a start that is today somewhere east of the user but tomorrow for them", async () => {
    // in Honolulu (UTC-10) the earliest zone (UTC+14) is always a day ahead
    const zone = "Pacific/Honolulu";
    const { token } = await registerUser({ time_zone: zone });
    const tomorrow = addDays(localDateIn(zone), 1);
    const res = await call(create, { token, body: { ...propranolol, preventive_start: tomorrow } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Preventive start date cannot be in the future");
  });
});
