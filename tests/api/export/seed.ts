/** A user with a little of everything, logged through the real handlers; and file download helpers. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ZipArchive } from "archiver";
import { eq } from "drizzle-orm";
import { POST as importData } from "@/app/api/import/route";
import { POST as logExercise } from "@/app/api/exercises/route";
import { POST as logFood } from "@/app/api/food-entries/route";
import { POST as logMetric } from "@/app/api/health-metrics/route";
import { POST as saveJournal } from "@/app/api/journal-entries/route";
import { POST as addMedication } from "@/app/api/medications/route";
import { POST as recordDose } from "@/app/api/medications/[medication_id]/doses/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { call, registerUser, send } from "../../support/api";
import { localDateIn } from "@/lib/time/zones";
import { addDays } from "@/lib/time/dates";

export const TZ = "America/New_York";
export const INJECTION = '=HYPERLINK("http://evil.example","x")';

async function ok(res: Promise<{ status: number; body: unknown }>) {
  const r = await res;
  if (r.status >= 300) throw new Error(`seed failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as Record<string, unknown>;
}

export async function seededUser(plan: "pro" | "free" | "trial" = "pro") {
  const { token, user } = await registerUser({
    time_zone: TZ,
    name: "Robin Patient",
    age: 41,
    gender: "male",
    height_cm: 180,
    current_weight_kg: 82,
  });
  const today = localDateIn(TZ);
  const d = (n: number) => addDays(today, -n);
  await ok(
    call(logFood, {
      token,
      body: { food_name: "Porridge", calories: 310, meal_type: "breakfast", protein: 11, date: d(1), time: "07:30" },
    }),
  );
  await ok(call(logFood, { token, body: { food_name: INJECTION, calories: 50, meal_type: "snack", date: d(1) } }));
  await ok(
    call(logFood, { token, body: { food_name: '-2 apples, "crisp"', calories: 190, meal_type: "lunch", date: d(40) } }),
  );
  await ok(
    call(logExercise, {
      token,
      body: {
        exercise_name: "Cycling",
        duration_minutes: 45,
        calories_burned: 420,
        exercise_type: "cardio",
        date: d(2),
      },
    }),
  );
  await ok(
    call(logMetric, {
      token,
      body: { metric_type: "blood_pressure_systolic", value: 145, unit: "mmHg", date: d(3), time: "08:00" },
    }),
  );
  await ok(
    call(logMetric, {
      token,
      body: { metric_type: "blood_pressure_diastolic", value: 95, unit: "mmHg", date: d(3), time: "08:00" },
    }),
  );
  await ok(
    call(logMetric, { token, body: { metric_type: "heart_rate", value: 64, unit: "bpm", date: d(3), time: "08:00" } }),
  );
  await ok(
    call(logMigraine, {
      token,
      body: {
        severity: 8,
        duration_hours: 6,
        triggers: ["Stress", "Lack of sleep"],
        symptoms: ["Nausea"],
        treatment: "Sumatriptan 50 mg",
        date: d(5),
        time: "14:00",
      },
    }),
  );
  await ok(
    call(logMigraine, {
      token,
      body: {
        severity: 4,
        duration_hours: 2,
        triggers: ["Stress"],
        symptoms: ["Nausea", "Fatigue"],
        date: d(35),
        time: "09:00",
      },
    }),
  );
  await ok(
    call(saveJournal, {
      token,
      body: { date: d(1), content: "Good day", mood: 8, energy: 7, stress: 3, sleep: 6, tags: ["calm"] },
    }),
  );
  const med = await ok(
    call(addMedication, {
      token,
      body: { name: "Propranolol", dosage: "40 mg", frequency: "daily", time: "08:00", status: "active" },
    }),
  );
  await ok(
    call(recordDose, {
      token,
      params: { medication_id: String(med.medication_id) },
      body: { date: today, time: "08:00", status: "taken" },
    }),
  );
  if (plan !== "trial")
    await (await getDb()).update(users).set({ subscription_status: plan }).where(eq(users.id, user.id));
  return { token, user, today };
}

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls a handler that answers a file; returns the bytes (or the JSON error). */
export async function download(
  handler: Handler,
  {
    token,
    path: p = "/api/test",
    query = {},
    params = {},
  }: { token: string; path?: string; query?: Record<string, string>; params?: Record<string, string> },
) {
  const url = new URL(p, "http://localhost:3000");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await send(handler, new Request(url, { headers: { authorization: `Bearer ${token}` } }), params);
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    json: () => JSON.parse(bytes.toString("utf8")) as { detail: string },
  };
}

const scratch = () => mkdtempSync(path.join(tmpdir(), "vitalog-export-"));

/** The text of a PDF, read back with poppler's pdftotext (layout kept). */
export function pdfText(bytes: Buffer): string {
  const file = path.join(scratch(), "file.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

/** One file of a zip, read back with unzip. */
export function unzipFile(bytes: Buffer, name: string): Buffer {
  const file = path.join(scratch(), "file.zip");
  writeFileSync(file, bytes);
  return execFileSync("unzip", ["-p", file, name]);
}

export function zipNames(bytes: Buffer): string[] {
  const file = path.join(scratch(), "file.zip");
  writeFileSync(file, bytes);
  return execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).trim().split("\n");
}

/** A zip of `[name, text]` files, as an export's archive is. */
export async function zipOf(files: [string, string][]): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 1 } });
  const chunks: Buffer[] = [];
  archive.on("data", (c: Buffer) => chunks.push(c));
  for (const [name, text] of files) archive.append(text, { name });
  await archive.finalize();
  return Buffer.concat(chunks);
}

export type KindResult = { imported: number; skipped: number; skipped_reasons: { reason: string; count: number }[] };

/** POST /api/import with a zip as the body, and its answer. */
export async function uploadZip(token: string, bytes: Buffer) {
  const res = await send(
    importData,
    new Request("http://localhost:3000/api/import", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/zip" },
      body: new Uint8Array(bytes),
    }),
  );
  return { status: res.status, body: (await res.json()) as { imported: Record<string, KindResult>; detail?: string } };
}
