/**
 * Mass assignment: fields a client must not set (ids, owner, timestamps, plan, verification,
 * admin flags) are ignored on every write. Routes are read from app/api, so a new write
 * route without a case here fails this file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/register/route";
import { call, registerUser, registration } from "../support/api";
import { DAY, ID_ROUTES, apiRouteDirs, loadRoute, rowsOf, userRow } from "./fixtures";
import { localDateIn } from "@/lib/time/zones";

const EVIL_ID = "00000000-0000-4000-8000-000000000666";
const LONG_AGO = "2001-01-01T00:00:00.000Z";

/** What an attacker adds to a body; `user_id` names the other user. */
function extras(otherUserId: string): Record<string, unknown> {
  return {
    id: EVIL_ID,
    entry_id: EVIL_ID,
    metric_id: EVIL_ID,
    trigger_id: EVIL_ID,
    medication_id: EVIL_ID,
    dose_id: EVIL_ID,
    plan_id: EVIL_ID,
    food_id: EVIL_ID,
    recipe_id: EVIL_ID,
    meal_id: EVIL_ID,
    suspicion_id: EVIL_ID,
    user_id: otherUserId,
    created_at: LONG_AGO,
    updated_at: LONG_AGO,
    subscription_plan: "pro",
    subscription_status: "pro",
    subscription_end_date: "2099-01-01T00:00:00.000Z",
    stripe_customer_id: "cus_evil",
    stripe_subscription_id: "sub_evil",
    email_verified: true,
    is_active: false,
    is_admin: true,
    role: "admin",
    password_hash: "$argon2id$evil",
    calories_estimated: true,
  };
}

type Writer = { token: string; userId: string };
let owner: Writer;
let other: Writer;

beforeAll(async () => {
  const a = await registerUser();
  const b = await registerUser();
  owner = { token: a.token, userId: a.user.id };
  other = { token: b.token, userId: b.user.id };
});

type CreateCase = { dir: string; table: string; pk: string; body: Record<string, unknown>; status?: number };

const CREATES: CreateCase[] = [
  {
    dir: "food-entries",
    table: "food_entries",
    pk: "entry_id",
    body: { food_name: "Toast", calories: 120, date: DAY },
  },
  {
    dir: "exercises",
    table: "exercises",
    pk: "entry_id",
    body: { exercise_name: "Swim", duration_minutes: 20, calories_burned: 200, date: DAY },
  },
  {
    dir: "health-metrics",
    table: "health_metrics",
    pk: "metric_id",
    body: { metric_type: "heart_rate", value: 70, unit: "bpm", date: DAY, time: "07:00" },
  },
  {
    dir: "migraines",
    table: "migraines",
    pk: "trigger_id",
    body: { severity: 4, triggers: ["Light"], date: DAY, time: "10:00" },
  },
  { dir: "medications", table: "medications", pk: "medication_id", body: { name: "Ibuprofen", dosage: "200 mg" } },
  {
    dir: "journal-entries",
    table: "journal_entries",
    pk: "entry_id",
    body: { date: "2026-11-19", content: "Calm", mood: 6, energy: 6, stress: 4, sleep: 6 },
  },
  { dir: "workout-plans", table: "workout_plans", pk: "plan_id", body: { plan_name: "Mine", plan_content: "Walk" } },
  {
    dir: "suspected-triggers",
    table: "suspected_triggers",
    pk: "suspicion_id",
    body: { factor_key: "poor_sleep" },
  },
  { dir: "water", table: "water_entries", pk: "entry_id", body: { amount_ml: 250, date: DAY, time: "09:00" } },
  { dir: "foods", table: "custom_foods", pk: "food_id", body: { food_name: "Oats", calories: 150 } },
  {
    dir: "recipes",
    table: "recipes",
    pk: "recipe_id",
    body: { name: "Stew", servings: 2, ingredients: [{ food_name: "Beans", calories: 200, amount: 2 }] },
  },
  {
    dir: "meals",
    table: "saved_meals",
    pk: "meal_id",
    body: { name: "Usual", items: [{ food_name: "Toast", calories: 120, user_id: EVIL_ID, entry_id: EVIL_ID }] },
  },
];

/** Writes that store no row of their own, or are covered by a dedicated test below; and why. */
const OTHER_WRITES: Record<string, string> = {
  "analyze-food-image POST": "stores nothing (answers the model's estimate)",
  "auth/[...nextauth] POST": "Auth.js sign-in; the body is the credentials form",
  "batch POST": "checked below",
  "billing-portal POST": "stores nothing; redirects to Stripe",
  "change-password POST": "checked below: only the password changes",
  "create-checkout-session POST": "the plan comes from a fixed list; the row is written by our code",
  "daily-stats PUT": "checked below",
  "delete-account DELETE": "reads the current password only, and deletes the caller",
  "food-entries/copy POST": "checked below",
  "family/invitations POST": "an email only; the family, token and expiry are ours (tests/api/family)",
  "family/invitations/[invitation_id] DELETE": "takes no body",
  "family/join POST": "reads a token only; the family comes from the stored invitation",
  "family/members/[user_id] DELETE": "takes no body",
  "family/members/[user_id]/access PUT": "checked in tests/api/family/shared-reads.test.ts: areas only",
  "generate-workout-plan POST": "stores nothing (answers a plan the user may save)",
  "import POST": "a zip of our own export; rows get new ids under the caller (tests/api/export/import.test.ts)",
  "insights/summary POST": "stores nothing",
  "imports POST": "checked below",
  "import-mappings POST": "checked below",
  "login POST": "reads credentials only",
  "logout POST": "takes no body",
  "password-reset POST": "reads an email only",
  "password-reset/confirm POST": "reads a token and a password only",
  "preferences PUT": "checked below",
  "profile PUT": "checked below",
  "register POST": "checked below",
  "reminder-settings PUT": "checked below",
  "push-subscriptions POST":
    "an endpoint and two keys only; the owner is the caller, the dates are ours (tests/api/medications/push-subscriptions.test.ts)",
  "push-subscriptions DELETE": "reads an endpoint only, among the caller's subscriptions",
  "weather/location PUT":
    "a place name and coordinates only; the row is keyed by the caller (tests/api/weather/weather.test.ts)",
  "weather/location DELETE": "takes no body; deletes the caller's place and weather days only",
  "questionnaires/[id] POST":
    "answers only, parsed by the questionnaire's schema; score, grade, date and owner are ours (tests/api/questionnaires)",
  "questionnaires/[id] DELETE": "takes no body",
  "medication-reminders/snooze POST": "a dose of the caller's own medication (404 otherwise); the time is ours",
  "recipes/preview POST": "stores nothing (answers the recipe's figures)",
  "reports/email POST": "the row is written by our code from the recipient and period",
  "resend-verification POST": "takes no body",
  "revert-email POST": "reads a token only; the address comes from the stored link",
  "sessions DELETE": "takes no body",
  "tokens POST":
    "name, scope and expiry only; the owner, hash and dates are ours (tests/api/api-access/tokens.test.ts)",
  "sessions/[session_id] DELETE": "takes no body",
  "shares POST":
    "name, email, areas, days and pin only; the owner, hashes, counters and dates are ours (tests/api/shares/shares.test.ts)",
  "scan-barcode POST": "stores products from Open Food Facts, not from the body",
  "stripe/webhook POST": "signed by Stripe",
  "update-subscription POST": "the plan comes from a fixed list and Stripe decides",
  "login/mfa POST": "reads a sign-in token and a code only (tests/api/two-factor)",
  "login/mfa/passkey-options POST": "reads a sign-in token only",
  "login/passkey POST": "reads a passkey's signed answer only",
  "login/passkey/options POST": "takes no body",
  "two-factor/passkeys POST": "stores the verified credential's key, not fields of the body (tests/api/two-factor)",
  "two-factor/passkeys/options POST": "reads the password only",
  "two-factor/recovery-codes POST": "reads the password only; the codes are made by our code",
  "two-factor/totp DELETE": "reads the password only",
  "two-factor/totp/confirm POST": "reads a code only",
  "two-factor/totp/setup POST": "reads the password only; the secret is made by our code",
  "verify-email POST": "reads a token only",
};

const PRIVILEGED = [
  "id",
  "email_verified",
  "is_active",
  "subscription_status",
  "subscription_plan",
  "subscription_end_date",
  "stripe_customer_id",
  "stripe_subscription_id",
  "password_hash",
  "created_at",
] as const;

async function privilegedOf(userId: string) {
  const row = await userRow(userId);
  return Object.fromEntries(PRIVILEGED.map((k) => [k, row[k]]));
}

describe("every write route has a case", () => {
  it("each POST/PUT/PATCH/DELETE under app/api is checked here or named with its reason", async () => {
    const writes: string[] = [];
    // Auth.js's route imports next/server in a way vitest cannot load; it is named below
    for (const dir of apiRouteDirs().filter((d) => d !== "auth/[...nextauth]")) {
      const mod = await loadRoute(dir);
      for (const m of ["POST", "PUT", "PATCH", "DELETE"] as const) if (mod[m]) writes.push(`${dir} ${m}`);
    }
    const byIdRoute = ID_ROUTES.flatMap((c) => ["POST", "PUT", "PATCH", "DELETE"].map((m) => `${c.dir} ${m}`));
    const covered = new Set([...CREATES.map((c) => `${c.dir} POST`), ...Object.keys(OTHER_WRITES), ...byIdRoute]);
    expect(writes.filter((w) => !covered.has(w))).toEqual([]);
  });
});

describe("creates ignore ids, owner, timestamps and account fields", () => {
  for (const c of CREATES) {
    it(`POST /api/${c.dir}`, async () => {
      const before = await privilegedOf(owner.userId);
      const mod = await loadRoute(c.dir);
      const res = await call(mod.POST!, { token: owner.token, body: { ...c.body, ...extras(other.userId) } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = String(res.body[c.pk]);
      expect(id).not.toBe(EVIL_ID);
      const [row] = await rowsOf(c.table, c.pk, id);
      expect(row!.user_id).toBe(owner.userId);
      expect(new Date(row!.created_at as string).getFullYear()).toBeGreaterThan(2020);
      if ("calories_estimated" in row!) expect(row!.calories_estimated).toBe(false);
      expect(await rowsOf(c.table, c.pk, EVIL_ID)).toEqual([]);
      expect(await rowsOf(c.table, "user_id", other.userId)).toEqual([]);
      expect(await privilegedOf(owner.userId)).toEqual(before);
    });
  }
});

/** The create route each batch kind stands for, by its folder in CREATES. */
const BATCH_KINDS: Record<string, string> = {
  "food-entries": "food_entry",
  exercises: "exercise",
  "health-metrics": "health_metric",
  migraines: "migraine",
  "journal-entries": "journal_entry",
  water: "water",
};

describe("a batch's items ignore ids, owner, timestamps and account fields", () => {
  it("POST /api/batch", async () => {
    const before = await privilegedOf(owner.userId);
    const { POST: addMedication } = await loadRoute("medications");
    const medication = await call(addMedication!, {
      token: owner.token,
      body: { name: "Aspirin", dosage: "100 mg", frequency: "as_needed", status: "prn" },
    });
    const cases = CREATES.filter((c) => c.dir in BATCH_KINDS).map((c) => ({
      table: c.table,
      pk: c.pk,
      item: { kind: BATCH_KINDS[c.dir], body: { ...c.body, ...extras(other.userId) } },
    }));
    cases.push({
      table: "medication_doses",
      pk: "dose_id",
      // the dose's medication_id is the path parameter of its single route: the owner's own medication
      item: {
        kind: "medication_dose",
        body: {
          ...extras(other.userId),
          medication_id: medication.body.medication_id,
          date: DAY,
          time: "08:00",
          status: "taken",
        },
      },
    });
    const { POST } = await loadRoute("batch");
    const res = await call(POST!, { token: owner.token, body: { items: cases.map((c) => c.item) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const results = res.body.results as { status: number; id: string }[];
    for (const [i, c] of cases.entries()) {
      expect(results[i], c.item.kind).toMatchObject({ status: 201 });
      expect(results[i]!.id).not.toBe(EVIL_ID);
      const [row] = await rowsOf(c.table, c.pk, results[i]!.id);
      expect(row!.user_id, c.item.kind).toBe(owner.userId);
      expect(new Date(row!.created_at as string).getFullYear()).toBeGreaterThan(2020);
      expect(await rowsOf(c.table, c.pk, EVIL_ID)).toEqual([]);
      expect(await rowsOf(c.table, "user_id", other.userId)).toEqual([]);
    }
    expect(await privilegedOf(owner.userId)).toEqual(before);
  });
});

describe("updates ignore ids, owner and timestamps", () => {
  // a caregiver's alert is a row of the member's (user_id) for the caller (viewer_id): checked below
  const own = ID_ROUTES.filter(
    (r) => !["checkout-status/[session_id]", "family/members/[user_id]/alerts"].includes(r.dir),
  );
  for (const c of own) {
    it(`${c.dir}`, async () => {
      const mod = await loadRoute(c.dir);
      const method = mod.PUT ? "PUT" : mod.PATCH ? "PATCH" : mod.POST ? "POST" : null;
      if (!method) return; // DELETE-only: no body to assign from
      const id = await c.create(owner);
      const pk = c.param;
      const column = c.column ?? pk;
      const table = c.table ?? c.dir.split("/")[0]!.replaceAll("-", "_");
      const [before] = await rowsOf(table, column, id);
      const res = await call(mod[method]!, {
        method,
        token: owner.token,
        params: { [pk]: id },
        body: { ...c.body, ...extras(other.userId) },
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      const [after] = await rowsOf(table, column, id);
      expect(after!.user_id).toBe(owner.userId);
      expect(after!.created_at).toEqual(before!.created_at);
      expect(await rowsOf(table, column, EVIL_ID)).toEqual([]);
      if (c.dir === "medications/[medication_id]/doses") {
        const doses = await rowsOf("medication_doses", "medication_id", id);
        expect(doses.map((d) => [d.user_id, d.dose_id === EVIL_ID])).toEqual([[owner.userId, false]]);
      }
    });
  }
});

describe("account writes cannot change plan, verification or identity", () => {
  it("register ignores plan, verification, admin and id fields", async () => {
    const body = { ...registration(), ...extras(other.userId) };
    const res = await call(register, { body });
    expect(res.status).toBe(201);
    const user = res.body.user as { id: string; subscription_status: string; email_verified: boolean };
    expect(user.id).not.toBe(EVIL_ID);
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      subscription_status: "trial",
      subscription_plan: null,
      email_verified: false,
      is_active: true,
      stripe_customer_id: null,
      stripe_subscription_id: null,
    });
    expect(row.password_hash).not.toBe("$argon2id$evil");
    expect(row.created_at.getFullYear()).toBeGreaterThan(2020);
    expect(row.subscription_end_date!.getFullYear()).toBeLessThan(2099);
    expect(user.email_verified).toBe(false);
  });

  it("profile cannot change plan, verification, activity or identity", async () => {
    const { token, user } = await registerUser();
    const before = await privilegedOf(user.id);
    const { PUT } = await loadRoute("profile");
    const res = await call(PUT!, {
      method: "PUT",
      token,
      body: { ...registration(), email: user.email, name: "New Name", ...extras(other.userId) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await privilegedOf(user.id)).toEqual(before);
    expect((await userRow(user.id)).name).toBe("New Name");
    expect(await privilegedOf(other.userId)).toMatchObject({ email_verified: false, subscription_status: "trial" });
  });

  it("preferences change only the theme and the welcome card", async () => {
    const { token, user } = await registerUser();
    const before = await privilegedOf(user.id);
    const { PUT } = await loadRoute("preferences");
    const res = await call(PUT!, {
      method: "PUT",
      token,
      body: { theme: "dark", welcome_dismissed: true, ...extras(other.userId) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await privilegedOf(user.id)).toEqual(before);
    expect(await userRow(user.id)).toMatchObject({ theme: "dark", welcome_dismissed: true });
    expect(await userRow(other.userId)).toMatchObject({ theme: "system", welcome_dismissed: false });
  });

  it("change-password changes only the password", async () => {
    const { token, user, password } = await registerUser();
    const before = await privilegedOf(user.id);
    const { POST } = await loadRoute("change-password");
    const res = await call(POST!, {
      token,
      body: { current_password: password, new_password: "another-secret-9", ...extras(other.userId) },
    });
    expect(res.status).toBe(200);
    const { password_hash: oldHash, ...rest } = before;
    const { password_hash: newHash, ...restAfter } = await privilegedOf(user.id);
    expect(newHash).not.toBe(oldHash);
    expect(newHash).not.toBe("$argon2id$evil");
    expect(restAfter).toEqual(rest);
  });

  it("logging a saved meal and copying a meal create the caller's own new entries only", async () => {
    const { token, user } = await registerUser();
    const food = await loadRoute("food-entries");
    const logged = await call(food.POST!, { token, body: { food_name: "Eggs", calories: 150, date: DAY } });
    expect(logged.status).toBe(201);
    const copy = await loadRoute("food-entries/copy");
    const copied = await call<Record<string, unknown>[]>(copy.POST!, {
      token,
      body: { from_date: DAY, to_date: "2026-11-21", meal_type: "breakfast", ...extras(other.userId) },
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const meals = await loadRoute("meals");
    const meal = await call(meals.POST!, { token, body: { name: "Eggs", meal_type: "breakfast", date: DAY } });
    const log = await loadRoute("meals/[meal_id]/log");
    const again = await call<Record<string, unknown>[]>(log.POST!, {
      token,
      params: { meal_id: String(meal.body.meal_id) },
      body: { date: "2026-11-22", ...extras(other.userId) },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    for (const entry of [...copied.body, ...again.body]) {
      expect(entry.entry_id).not.toBe(EVIL_ID);
      const [row] = await rowsOf("food_entries", "entry_id", String(entry.entry_id));
      expect(row!.user_id).toBe(user.id);
      expect(new Date(row!.created_at as string).getFullYear()).toBeGreaterThan(2020);
    }
    expect(await rowsOf("food_entries", "entry_id", EVIL_ID)).toEqual([]);
    expect(await rowsOf("food_entries", "user_id", other.userId)).toEqual([]);
  });

  it("daily-stats and reminder-settings store under the caller only", async () => {
    const before = await privilegedOf(owner.userId);
    const steps = await loadRoute("daily-stats");
    const s = await call(steps.PUT!, {
      method: "PUT",
      token: owner.token,
      body: { steps: 4321, date: localDateIn("Europe/Berlin"), ...extras(other.userId) },
    });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    const reminders = await loadRoute("reminder-settings");
    const r = await call(reminders.PUT!, {
      method: "PUT",
      token: owner.token,
      body: { push: false, email_missed: true, sms: false, remind_before_minutes: 30, ...extras(other.userId) },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await rowsOf("daily_stats", "user_id", owner.userId)).map((row) => row.steps)).toEqual([4321]);
    expect(await rowsOf("daily_stats", "user_id", other.userId)).toEqual([]);
    expect(await rowsOf("reminder_settings", "user_id", owner.userId)).toHaveLength(1);
    expect(await rowsOf("reminder_settings", "user_id", other.userId)).toEqual([]);
    expect(await privilegedOf(owner.userId)).toEqual(before);
  });
});

describe("a caregiver alert changes the caller's minutes only", () => {
  it("PUT /api/family/members/{user_id}/alerts ignores owner, viewer, areas and timestamps", async () => {
    const c = ID_ROUTES.find((r) => r.dir === "family/members/[user_id]/alerts")!;
    const memberId = await c.create(owner);
    const { PUT } = await loadRoute(c.dir);
    const res = await call(PUT!, {
      method: "PUT",
      token: owner.token,
      params: { user_id: memberId },
      body: {
        missed_dose_minutes: 30,
        ...extras(other.userId),
        viewer_id: other.userId,
        areas: ["medications", "journal"],
        family_id: EVIL_ID,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await rowsOf("family_access", "user_id", memberId);
    expect(rows.map((r) => [r.viewer_id, r.areas, r.missed_dose_minutes])).toEqual([
      [owner.userId, ["medications"], 30],
    ]);
    expect(new Date(rows[0]!.updated_at as string).getFullYear()).toBeGreaterThan(2020);
    expect(await rowsOf("family_access", "viewer_id", other.userId)).toEqual([]);
    expect(await rowsOf("family_members", "user_id", other.userId)).toEqual([]);
  });
});

describe("an import and a saved mapping ignore ids, owner and timestamps", () => {
  it.each([
    {
      dir: "imports",
      table: "imports",
      pk: "import_id",
      body: {
        source: "csv",
        files: [{ name: "weights.csv", size: 120 }],
        fingerprint: "weights.csv:120:1",
        kinds: { weight: { expected: 3 } },
        import_id: EVIL_ID,
        status: "done",
        chunks_done: 99,
      },
    },
    {
      dir: "import-mappings",
      table: "import_mappings",
      pk: "mapping_id",
      body: {
        name: "Scale",
        mapping: { target: "health_metric", columns: { date: "Date", value: "kg" } },
        mapping_id: EVIL_ID,
      },
    },
  ])("POST /api/$dir", async ({ dir, table, pk, body }) => {
    const { POST } = await loadRoute(dir);
    const res = await call<Record<string, unknown>>(POST!, {
      token: owner.token,
      body: { ...body, ...extras(other.userId) },
    });
    expect(res.status).toBe(201);
    const [row] = await rowsOf(table, pk, String(res.body[pk]));
    expect(row!.user_id).toBe(owner.userId);
    expect(new Date(row!.created_at as string).getFullYear()).toBeGreaterThan(2020);
    if (table === "imports") expect(row).toMatchObject({ status: "running", chunks_done: 0 });
    expect(await rowsOf(table, pk, EVIL_ID)).toEqual([]);
    expect(await rowsOf(table, "user_id", other.userId)).toEqual([]);
  });
});
