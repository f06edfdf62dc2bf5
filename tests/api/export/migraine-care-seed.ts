/** A user's migraine care, logged through the real handlers where there is one, and the zip edits an older export had. */
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { POST as addMedication } from "@/app/api/medications/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { POST as takeQuestionnaire } from "@/app/api/questionnaires/[id]/route";
import { PUT as setWeatherPlace } from "@/app/api/weather/location/route";
import { getDb } from "@/db/client";
import { medications, migraineMedications, migraines, suspectedTriggers, weatherDays } from "@/db/schema";
import { parseCsvRecords } from "@/lib/data-transfer/export/csv-parse";
import type { Manifest } from "@/lib/data-transfer/export/format";
import { addDays } from "@/lib/time/dates";
import { call } from "../../support/api";
import { unzipFile, zipOf } from "./seed";

/** When the suspicion was first recorded: old enough for the analysis to treat it as pre-specified. */
export const SUSPECTED_AT = "2026-01-15T10:00:00.000Z";

async function ok(res: Promise<{ status: number; body: unknown }>) {
  const r = await res;
  if (r.status >= 300) throw new Error(`seed failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as Record<string, unknown>;
}

/**
 * Adds to a seeded user: two acute medications and a preventive, a headache episode and a
 * migraine treated with both acute medications, a MIDAS and a HIT-6, a weather place with two
 * days, and a suspected trigger.
 */
export async function addMigraineCare({ token, userId, today }: { token: string; userId: string; today: string }) {
  const d = (n: number) => addDays(today, -n);
  const triptan = await ok(
    call(addMedication, {
      token,
      body: { name: "Sumatriptan", dosage: "50 mg", frequency: "as_needed", acute_class: "triptan" },
    }),
  );
  const nsaid = await ok(
    call(addMedication, {
      token,
      body: { name: "Ibuprofen", dosage: "400 mg", frequency: "as_needed", acute_class: "simple_analgesic" },
    }),
  );
  await ok(
    call(addMedication, {
      token,
      body: { name: "Topiramate", dosage: "25 mg", frequency: "daily", preventive_start: d(60) },
    }),
  );
  await ok(call(logMigraine, { token, body: { kind: "headache", severity: 3, date: d(7), time: "16:00" } }));
  await ok(
    call(logMigraine, {
      token,
      body: {
        severity: 7,
        duration_hours: 5,
        date: d(10),
        time: "11:00",
        acute_medication_ids: [triptan.medication_id, nsaid.medication_id],
      },
    }),
  );
  await ok(
    call(takeQuestionnaire, {
      token,
      params: { id: "midas" },
      body: {
        answers: {
          missed_work_school: 2,
          reduced_work_school: 3,
          missed_household: 1,
          reduced_household: 4,
          missed_family_social: 2,
          headache_days: 12,
          pain: 6,
        },
      },
    }),
  );
  await ok(
    call(takeQuestionnaire, {
      token,
      params: { id: "hit6" },
      body: {
        answers: {
          pain_severe: "very_often",
          limits_activities: "sometimes",
          lie_down: "always",
          too_tired: "rarely",
          fed_up: "sometimes",
          concentration: "never",
        },
      },
    }),
  );
  await ok(
    call(setWeatherPlace, { token, body: { place_name: "Zürich, Switzerland", latitude: 47.37, longitude: 8.54 } }),
  );
  const db = await getDb();
  const fetched_at = new Date(`${d(1)}T05:00:00.000Z`);
  await db.insert(weatherDays).values([
    {
      user_id: userId,
      date: d(11),
      pressure_hpa: 1012.4,
      pressure_change_hpa: null,
      temperature_max_c: 9.5,
      temperature_min_c: -1.25,
      humidity_pct: 81,
      fetched_at,
    },
    {
      user_id: userId,
      date: d(10),
      pressure_hpa: 1005.1,
      pressure_change_hpa: -7.3,
      temperature_max_c: 7,
      temperature_min_c: -2,
      humidity_pct: null,
      fetched_at,
    },
  ]);
  await db.insert(suspectedTriggers).values({
    user_id: userId,
    factor_key: "pressure_drop",
    label: "Pressure drop",
    created_at: new Date(SUSPECTED_AT),
  });
}

/** Each acute medication link as "episode date time → medication name", sorted: ids differ between accounts. */
export async function episodeLinks(userId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ date: migraines.date, time: migraines.time, name: medications.name })
    .from(migraineMedications)
    .innerJoin(migraines, eq(migraines.trigger_id, migraineMedications.trigger_id))
    .innerJoin(medications, eq(medications.medication_id, migraineMedications.medication_id))
    .where(eq(migraineMedications.user_id, userId))
    .orderBy(asc(migraines.date), asc(medications.name));
  return rows.map((r) => `${r.date} ${r.time} → ${r.name}`);
}

/**
 * The export with its files changed by `edit` (a file's records by its kind; dropping a kind
 * drops its file) and a manifest that matches them again, as a user's edit or an older app makes it.
 */
export async function rebuiltExport(
  zip: Buffer,
  edit: (files: Map<string, Record<string, string>[]>) => void,
): Promise<Buffer> {
  const manifest = JSON.parse(unzipFile(zip, "manifest.json").toString("utf8")) as Manifest;
  const files = new Map(
    manifest.files.map((f) => [f.kind, parseCsvRecords(unzipFile(zip, f.file).toString("utf8"))] as const),
  );
  const headers = new Map(
    manifest.files.map((f) => [f.kind, unzipFile(zip, f.file).toString("utf8").split("\r\n")[0]!.split(",")]),
  );
  edit(files);
  const out: [string, string][] = [];
  const listed: Manifest["files"] = [];
  for (const entry of manifest.files) {
    const records = files.get(entry.kind);
    if (!records) continue;
    const kept = headers.get(entry.kind)!.filter((h) => records.length === 0 || h in records[0]!);
    // the cells are already as the file holds them: written back without neutralising them twice
    const text = `${[kept.join(","), ...records.map((r) => kept.map((h) => quoted(r[h] ?? "")).join(","))].join("\r\n")}\r\n`;
    out.push([entry.file, text]);
    listed.push({
      ...entry,
      count: records.length,
      bytes: Buffer.byteLength(text),
      sha256: createHash("sha256").update(text).digest("hex"),
    });
  }
  return zipOf([["manifest.json", JSON.stringify({ ...manifest, files: listed })], ...out]);
}

const quoted = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
