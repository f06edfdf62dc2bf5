/**
 * What the security suite needs of every resource: its `{id}` routes found on disk, a way
 * to create one object of a user through the real handlers, a valid body for each write,
 * and the rows an object consists of (to prove a refused call changed nothing).
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { POST as logExercise } from "@/app/api/exercises/route";
import { POST as logFood } from "@/app/api/food-entries/route";
import { POST as addFood } from "@/app/api/foods/route";
import { POST as logMetric } from "@/app/api/health-metrics/route";
import { POST as saveJournal } from "@/app/api/journal-entries/route";
import { POST as addMedication } from "@/app/api/medications/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { POST as saveRecipe } from "@/app/api/recipes/route";
import { POST as saveMeal } from "@/app/api/meals/route";
import { POST as logWater } from "@/app/api/water/route";
import { POST as suspectTrigger } from "@/app/api/suspected-triggers/route";
import { POST as savePlan } from "@/app/api/workout-plans/route";
import { POST as addPasskey } from "@/app/api/two-factor/passkeys/route";
import { POST as passkeyOptions } from "@/app/api/two-factor/passkeys/options/route";
import { getDb } from "@/db/client";
import { newPersonalToken } from "@/lib/identity/api-access/personal-token";
import { hashToken, newSecretToken } from "@/lib/identity/tokens";
import * as t from "@/db/schema";
import { createBrowserSession } from "@/lib/identity/sessions";
import { call, registerUser } from "../support/api";
import { addToFamilyOf, familyOf, grantAccess } from "../support/caregiver-family";
import { SoftAuthenticator } from "../support/webauthn";
import { localDateIn } from "@/lib/time/zones";

export const DAY = "2026-11-20";

export type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;

/** Every route.ts under app/api, as its folder relative to app/api ("food-entries/[entry_id]"). */
export function apiRouteDirs(): string[] {
  const root = path.join(import.meta.dirname, "../../app/api");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "route.ts") found.push(path.relative(root, dir).split(path.sep).join("/"));
    }
  };
  walk(root);
  return found.sort();
}

export async function loadRoute(dir: string): Promise<RouteModule> {
  return (await import(`@/app/api/${dir}/route`)) as RouteModule;
}

async function created(
  res: Promise<{ status: number; body: Record<string, unknown> }>,
  idField: string,
): Promise<string> {
  const r = await res;
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return String(r.body[idField]);
}

/** Rows of a table whose `column` equals `value`, as stored. */
export async function rowsOf(table: string, column: string, value: string): Promise<Record<string, unknown>[]> {
  const db = await getDb();
  const result = (await db.execute(
    sql.raw(`select * from ${table} where ${column} = '${value.replaceAll("'", "''")}' order by 1`),
  )) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows;
}

export type IdRouteCase = {
  /** Route folder under app/api. */
  dir: string;
  param: string;
  /** Creates the object for the owner; answers its id. */
  create: (owner: { token: string; userId: string }) => Promise<string>;
  /** A body the owner could send (so a refusal is about ownership, not validation). */
  body: Record<string, unknown>;
  /** Everything the object consists of in the database. */
  snapshot: (id: string) => Promise<unknown>;
  /** The object's table, when it is not named by the route's first folder. */
  table?: string;
  /** The table's id column, when it is not named like the path param. */
  column?: string;
  /** The body of a DELETE that needs one (the password, to remove a passkey). */
  deleteBody?: Record<string, unknown>;
};

const recipeBody = { name: "Owner stew", servings: 2, ingredients: [{ food_name: "Beans", calories: 200, amount: 2 }] };
const ownerRecipe = ({ token }: { token: string }) =>
  created(call(saveRecipe, { token, body: recipeBody }), "recipe_id");

const ownerItem = { food_name: "Owner soup", calories: 210, fiber: 3 };
const medicationBody = { name: "Propranolol", dosage: "40 mg", frequency: "daily", time: "00:00", status: "active" };

/** A new member of the owner's family (created on first use) who may view the owner's vitals: answers the member's id. */
async function familyMemberOf(ownerId: string): Promise<string> {
  const member = await registerUser({ name: "Owner relative" });
  await addToFamilyOf(ownerId, member.user.id);
  await grantAccess(ownerId, member.user.id, ["vitals"]);
  return member.user.id;
}

async function familyRowsOf(userId: string) {
  return [
    await rowsOf("family_members", "user_id", userId),
    await rowsOf("family_access", "viewer_id", userId),
    await rowsOf("family_access", "user_id", userId),
  ];
}

/** A pending invitation into the owner's family (founded on first use): answers its id. */
async function invitationOf(ownerId: string): Promise<string> {
  const db = await getDb();
  const [membership] = await db.select().from(t.familyMembers).where(eq(t.familyMembers.user_id, ownerId));
  const familyId = membership?.family_id ?? (await familyOf(ownerId));
  const [row] = await db
    .insert(t.familyInvitations)
    .values({
      family_id: familyId,
      email: `invitee-${newSecretToken().slice(0, 8).toLowerCase()}@example.com`,
      token_hash: hashToken(newSecretToken()),
      expires_at: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: t.familyInvitations.invitation_id });
  return row!.id;
}

export const ID_ROUTES: IdRouteCase[] = [
  {
    dir: "family/invitations/[invitation_id]",
    param: "invitation_id",
    table: "family_invitations",
    // a pending invitation of the owner's family: only the owner cancels it
    create: ({ userId }) => invitationOf(userId),
    body: {},
    snapshot: (id) => rowsOf("family_invitations", "invitation_id", id),
  },
  {
    dir: "family/members/[user_id]",
    param: "user_id",
    table: "family_members",
    // a member of the owner's family: only the owner removes them (or they leave)
    create: ({ userId }) => familyMemberOf(userId),
    body: {},
    snapshot: familyRowsOf,
  },
  {
    dir: "family/members/[user_id]/access",
    param: "user_id",
    table: "family_access",
    column: "viewer_id",
    // what the owner lets that member view: nobody else's to change
    create: ({ userId }) => familyMemberOf(userId),
    body: { areas: ["medications", "journal"] },
    snapshot: familyRowsOf,
  },
  {
    dir: "food-entries/[entry_id]",
    param: "entry_id",
    create: ({ token }) =>
      created(
        call(logFood, {
          token,
          body: { food_name: "Owner porridge", calories: 310, meal_type: "breakfast", date: DAY },
        }),
        "entry_id",
      ),
    body: { food_name: "Stolen", calories: 1 },
    snapshot: (id) => rowsOf("food_entries", "entry_id", id),
  },
  {
    dir: "exercises/[entry_id]",
    param: "entry_id",
    create: ({ token }) =>
      created(
        call(logExercise, {
          token,
          body: {
            exercise_name: "Owner run",
            duration_minutes: 30,
            calories_burned: 300,
            exercise_type: "cardio",
            date: DAY,
          },
        }),
        "entry_id",
      ),
    body: { exercise_name: "Stolen", duration_minutes: 1, calories_burned: 1, exercise_type: "cardio", date: DAY },
    snapshot: (id) => rowsOf("exercises", "entry_id", id),
  },
  {
    dir: "health-metrics/[metric_id]",
    param: "metric_id",
    create: ({ token }) =>
      created(
        call(logMetric, {
          token,
          body: { metric_type: "heart_rate", value: 61, unit: "bpm", date: DAY, time: "08:00" },
        }),
        "metric_id",
      ),
    body: { metric_type: "heart_rate", value: 99, unit: "bpm", date: DAY, time: "09:00" },
    snapshot: (id) => rowsOf("health_metrics", "metric_id", id),
  },
  {
    dir: "migraines/[trigger_id]",
    param: "trigger_id",
    create: ({ token }) =>
      created(
        call(logMigraine, {
          token,
          body: {
            severity: 7,
            triggers: ["Stress"],
            symptoms: ["Aura"],
            notes: "Owner notes",
            date: DAY,
            time: "14:00",
          },
        }),
        "trigger_id",
      ),
    body: { severity: 1, triggers: [], symptoms: [], date: DAY, time: "01:00" },
    snapshot: (id) => rowsOf("migraines", "trigger_id", id),
  },
  {
    dir: "journal-entries/[entry_id]",
    param: "entry_id",
    create: ({ token }) =>
      created(
        call(saveJournal, {
          token,
          body: { date: DAY, content: "Owner diary", mood: 7, energy: 6, stress: 3, sleep: 7 },
        }),
        "entry_id",
      ),
    body: { date: DAY, content: "Overwritten", mood: 1, energy: 1, stress: 10, sleep: 1 },
    snapshot: (id) => rowsOf("journal_entries", "entry_id", id),
  },
  {
    dir: "medications/[medication_id]",
    param: "medication_id",
    create: ({ token }) => created(call(addMedication, { token, body: medicationBody }), "medication_id"),
    body: { ...medicationBody, name: "Stolen", status: "inactive" },
    snapshot: async (id) => ({
      medication: await rowsOf("medications", "medication_id", id),
      doses: await rowsOf("medication_doses", "medication_id", id),
    }),
  },
  {
    dir: "medications/[medication_id]/doses",
    param: "medication_id",
    create: ({ token }) => created(call(addMedication, { token, body: medicationBody }), "medication_id"),
    // today in the test users' zone: a slot before the medication was added is not a dose
    body: { date: localDateIn("Europe/Berlin"), time: "00:00", status: "taken" },
    snapshot: async (id) => ({
      medication: await rowsOf("medications", "medication_id", id),
      doses: await rowsOf("medication_doses", "medication_id", id),
    }),
  },
  {
    dir: "family/members/[user_id]/alerts",
    param: "user_id",
    table: "family_access",
    // the object is a family member who lets the owner view their medications: the owner's
    // alert on them is the owner's to set, nobody else's
    create: async ({ userId }) => {
      const { user: member } = await registerUser();
      await addToFamilyOf(userId, member.id);
      await grantAccess(member.id, userId, ["medications"]);
      return member.id;
    },
    body: { missed_dose_minutes: 60 },
    snapshot: (id) => rowsOf("family_access", "user_id", id),
  },
  {
    dir: "suspected-triggers/[suspicion_id]",
    param: "suspicion_id",
    table: "suspected_triggers",
    // a trigger of the owner's own words, new each time (a repeat of one is a 409)
    create: ({ token }) =>
      created(
        call(suspectTrigger, { token, body: { trigger: `Owner hunch ${newSecretToken().slice(0, 8)}` } }),
        "suspicion_id",
      ),
    body: {},
    snapshot: (id) => rowsOf("suspected_triggers", "suspicion_id", id),
  },
  {
    dir: "workout-plans/[plan_id]",
    param: "plan_id",
    create: ({ token }) =>
      created(call(savePlan, { token, body: { plan_name: "Owner plan", plan_content: "Day 1: run" } }), "plan_id"),
    body: { plan_name: "Stolen", plan_content: "x" },
    snapshot: (id) => rowsOf("workout_plans", "plan_id", id),
  },
  ...(["meals/[meal_id]", "meals/[meal_id]/log"] as const).map((dir): IdRouteCase => ({
    dir,
    param: "meal_id",
    table: "saved_meals",
    create: ({ token }) =>
      created(call(saveMeal, { token, body: { name: "Owner meal", items: [ownerItem] } }), "meal_id"),
    body: dir.endsWith("/log") ? { meal_type: "lunch", date: DAY } : { name: "Stolen" },
    snapshot: (id) => rowsOf("saved_meals", "meal_id", id),
  })),
  {
    dir: "water/[entry_id]",
    param: "entry_id",
    create: ({ token }) => created(call(logWater, { token, body: { amount_ml: 250, date: DAY } }), "entry_id"),
    body: {},
    snapshot: (id) => rowsOf("water_entries", "entry_id", id),
  },
  {
    dir: "foods/[food_id]",
    param: "food_id",
    table: "custom_foods",
    create: ({ token }) =>
      created(call(addFood, { token, body: { food_name: "Owner oats", calories: 150 } }), "food_id"),
    body: { food_name: "Stolen", calories: 1 },
    snapshot: (id) => rowsOf("custom_foods", "food_id", id),
  },
  {
    dir: "recipes/[recipe_id]",
    param: "recipe_id",
    create: ownerRecipe,
    body: { ...recipeBody, name: "Stolen" },
    snapshot: (id) => rowsOf("recipes", "recipe_id", id),
  },
  {
    dir: "recipes/[recipe_id]/log",
    param: "recipe_id",
    create: ownerRecipe,
    body: { servings: 1, date: DAY },
    // a log writes food entries named after the recipe: none of them for a refused caller
    snapshot: async (id) => ({
      recipe: await rowsOf("recipes", "recipe_id", id),
      logged: (await rowsOf("food_entries", "food_name", "Owner stew")).length,
    }),
  },
  {
    dir: "checkout-status/[session_id]",
    param: "session_id",
    // a finished checkout: its status is read from our table, without asking Stripe
    create: async ({ userId }) => {
      const id = `cs_test_owner_${Date.now()}${Math.floor(Math.random() * 1e6)}`;
      const db = await getDb();
      await db.insert(t.checkoutSessions).values({
        session_id: id,
        user_id: userId,
        plan: "pro",
        status: "complete",
        payment_status: "paid",
        amount_total: 1999,
        currency: "usd",
      });
      return id;
    },
    body: {},
    snapshot: (id) => rowsOf("checkout_sessions", "session_id", id),
  },
  {
    dir: "sessions/[session_id]",
    param: "session_id",
    table: "auth_tokens",
    // another browser session of the owner: ending it must not be anyone else's to do
    create: async ({ userId }) => {
      const db = await getDb();
      return createBrowserSession(db, userId, "owner's browser", "198.51.100.9");
    },
    body: {},
    snapshot: (id) => rowsOf("auth_tokens", "id", id),
  },
  {
    dir: "tokens/[token_id]",
    param: "token_id",
    table: "personal_access_tokens",
    column: "id",
    // a personal access token of the owner: revoking it must not be anyone else's to do
    create: async ({ userId }) => {
      const db = await getDb();
      const [row] = await db
        .insert(t.personalAccessTokens)
        .values({ user_id: userId, name: "Owner script", scope: "read", token_hash: newPersonalToken().hash })
        .returning({ id: t.personalAccessTokens.id });
      return row!.id;
    },
    body: {},
    snapshot: (id) => rowsOf("personal_access_tokens", "id", id),
  },
  ...(["shares/[share_id]", "shares/[share_id]/access-log"] as const).map((dir): IdRouteCase => ({
    dir,
    param: "share_id",
    table: "shares",
    // a provider link of the owner: revoking it or reading who opened it is nobody else's to do
    create: async ({ userId }) => {
      const db = await getDb();
      const [row] = await db
        .insert(t.shares)
        .values({
          user_id: userId,
          name: "Owner diary doctor",
          areas: ["vitals"],
          token_hash: hashToken(newSecretToken()),
          expires_at: new Date(Date.now() + 7 * 86_400_000),
        })
        .returning({ id: t.shares.share_id });
      return row!.id;
    },
    body: {},
    snapshot: (id) => rowsOf("shares", "share_id", id),
  })),
  {
    dir: "two-factor/passkeys/[passkey_id]",
    param: "passkey_id",
    table: "passkeys",
    column: "id",
    // registered through the real routes, answered by a software authenticator
    create: async ({ token }) => {
      const options = await call<{ options: Parameters<SoftAuthenticator["create"]>[0] }>(passkeyOptions, {
        token,
        body: { password: "correct-horse" },
      });
      const res = await call<{ passkey: { passkey_id: string } }>(addPasskey, {
        token,
        body: { credential: new SoftAuthenticator().create(options.body.options), name: "Owner key" },
      });
      if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.passkey.passkey_id;
    },
    body: { name: "Stolen" },
    deleteBody: { password: "correct-horse" },
    snapshot: (id) => rowsOf("passkeys", "id", id),
  },
  {
    dir: "imports/[import_id]",
    param: "import_id",
    create: async ({ userId }) => {
      const db = await getDb();
      const [row] = await db
        .insert(t.imports)
        .values({ user_id: userId, source: "csv", files: [], fingerprint: "f", kinds: {} })
        .returning({ id: t.imports.import_id });
      return row!.id;
    },
    body: { status: "cancelled" },
    snapshot: (id) => rowsOf("imports", "import_id", id),
  },
  {
    dir: "import-mappings/[mapping_id]",
    param: "mapping_id",
    table: "import_mappings",
    create: async ({ userId }) => {
      const db = await getDb();
      const mapping = { target: "health_metric", columns: { date: "Date", value: "kg" } };
      const [row] = await db
        .insert(t.importMappings)
        .values({ user_id: userId, name: "Owner scale", mapping })
        .returning({ id: t.importMappings.mapping_id });
      return row!.id;
    },
    body: {},
    snapshot: (id) => rowsOf("import_mappings", "mapping_id", id),
  },
];

/** `{...}` folders that name no user's object, and why. */
export const NOT_OBJECT_ROUTES: Record<string, string> = {
  "auth/[...nextauth]": "Auth.js's own sign-in endpoints (no user object in the path)",
  "health-reports/[kind]": "a report kind from a fixed list; the PDF is always of the caller's own data",
  "questionnaires/[id]":
    "POST names a questionnaire from a fixed list; DELETE of another user's response is a 404 like a missing one, " +
    "row unchanged (tests/api/questionnaires/questionnaires.test.ts)",
};

export async function userRow(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(t.users).where(eq(t.users.id, userId));
  return row!;
}
