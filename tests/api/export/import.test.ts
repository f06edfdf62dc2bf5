import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as exportData } from "@/app/api/export/data/route";
import { POST as importData } from "@/app/api/import/route";
import { parseCsvRecords } from "@/lib/data-transfer/export/csv-parse";
import type { Manifest } from "@/lib/data-transfer/export/format";
import { registerUser, send } from "../../support/api";
import { download, INJECTION, seededUser, unzipFile, zipOf } from "./seed";

const makeZip = zipOf;

async function upload(token: string, bytes: Buffer, multipart = false) {
  const body = multipart
    ? (() => {
        const form = new FormData();
        form.set("file", new Blob([new Uint8Array(bytes)], { type: "application/zip" }), "export.zip");
        return form;
      })()
    : new Uint8Array(bytes);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (!multipart) headers["content-type"] = "application/zip";
  const res = await send(
    importData,
    new Request("http://localhost:3000/api/import", { method: "POST", headers, body }),
  );
  return {
    status: res.status,
    body: (await res.json()) as { imported: Record<string, { imported: number; skipped: number }>; detail?: string },
  };
}

/**
 * Every CSV of an export without the ids and timestamps that a new account gives anew (and
 * without the account's own activity, which an import never carries over).
 */
function records(zip: Buffer) {
  const manifest = JSON.parse(unzipFile(zip, "manifest.json").toString("utf8")) as Manifest;
  manifest.files = manifest.files.filter((f) => f.kind !== "account_activity");
  const drop = new Set(["entry_id", "metric_id", "trigger_id", "medication_id", "dose_id", "plan_id", "taken_at"]);
  return Object.fromEntries(
    manifest.files.map((f) => [
      f.kind,
      parseCsvRecords(unzipFile(zip, f.file).toString("utf8"))
        .map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).filter(([k]) => !drop.has(k)))))
        .sort(),
    ]),
  );
}

describe("POST /api/import", () => {
  it("export → import into a new account → export gives the same records; importing again adds nothing", async () => {
    const source = await seededUser("free");
    const first = await download(exportData, { token: source.token, query: { format: "csv" } });
    const target = await registerUser();
    const imported = await upload(target.token, first.bytes, true);
    expect(imported.status).toBe(201);
    expect(imported.body.imported).toMatchObject({
      food_entries: { imported: 3, skipped: 0 },
      migraines: { imported: 2, skipped: 0 },
      medication_doses: { imported: 1, skipped: 0 },
    });
    const second = await download(exportData, { token: target.token, query: { format: "csv" } });
    expect(records(second.bytes)).toEqual(records(first.bytes));
    const food = parseCsvRecords(unzipFile(second.bytes, "food_entries.csv").toString("utf8"));
    expect(food.map((f) => f.food_name)).toContain(`'${INJECTION}`); // stored as typed, neutralised again on export

    const again = await upload(target.token, first.bytes);
    expect(again.status).toBe(201);
    expect(Object.values(again.body.imported).every((k) => k.imported === 0)).toBe(true);
    const back = await upload(source.token, first.bytes);
    expect(back.body.imported.food_entries).toMatchObject({ imported: 0, skipped: 3 });
    const third = await download(exportData, { token: target.token, query: { format: "csv" } });
    expect(records(third.bytes)).toEqual(records(first.bytes));
  });

  it("refuses a file that is not our export, or whose files do not match the manifest, and saves nothing", async () => {
    const source = await seededUser("free");
    const zip = (await download(exportData, { token: source.token, query: { format: "csv" } })).bytes;
    const target = await registerUser();
    expect((await upload(target.token, Buffer.from("hello"))).body.detail).toContain("not a vitalog export");
    // one row changed in a file: its checksum no longer matches the manifest
    const food = unzipFile(zip, "food_entries.csv").toString("utf8").replace("Porridge", "Pizza");
    const names = [
      "manifest.json",
      "exercises.csv",
      "health_metrics.csv",
      "migraines.csv",
      "journal_entries.csv",
      "medications.csv",
      "medication_doses.csv",
      "daily_stats.csv",
      "water_entries.csv",
      "custom_foods.csv",
      "recipes.csv",
      "saved_meals.csv",
      "workout_plans.csv",
      "migraine_medications.csv",
      "questionnaire_responses.csv",
      "weather_locations.csv",
      "weather_days.csv",
      "suspected_triggers.csv",
    ];
    const tampered = await makeZip([
      ["food_entries.csv", food],
      ...names.map((n): [string, string] => [n, unzipFile(zip, n).toString("utf8")]),
    ]);
    const res = await upload(target.token, tampered);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("The export is damaged: food_entries.csv does not match its checksum.");
    // the same files unchanged are accepted: the check is not refusing every rebuilt zip
    const rebuilt = await makeZip([
      ["food_entries.csv", unzipFile(zip, "food_entries.csv").toString("utf8")],
      ...names.map((n): [string, string] => [n, unzipFile(zip, n).toString("utf8")]),
    ]);
    const other = await registerUser();
    expect((await upload(other.token, rebuilt)).status).toBe(201);
    const after = await download(exportData, { token: target.token, query: { format: "csv" } });
    const manifest = JSON.parse(unzipFile(after.bytes, "manifest.json").toString("utf8")) as Manifest;
    expect(manifest.files.filter((f) => f.kind !== "account_activity").every((f) => f.count === 0)).toBe(true);
  });

  it("refuses a record dated in the future, naming the file and row, and saves nothing", async () => {
    const source = await seededUser("free");
    const zip = (await download(exportData, { token: source.token, query: { format: "csv" } })).bytes;
    const manifest = JSON.parse(unzipFile(zip, "manifest.json").toString("utf8")) as Manifest;
    const food = parseCsvRecords(unzipFile(zip, "food_entries.csv").toString("utf8"));
    const today = food[0]!.date!;
    // the first record moved to 2030, the manifest's checksum made to match: only the date is wrong
    const lines = unzipFile(zip, "food_entries.csv").toString("utf8").split("\n");
    lines[1] = lines[1]!.replace(today, "2030-01-01");
    const changed = lines.join("\n");
    const files = manifest.files.map((f) =>
      f.file === "food_entries.csv" ? { ...f, sha256: createHash("sha256").update(changed).digest("hex") } : f,
    );
    const rebuilt = await makeZip([
      ["manifest.json", JSON.stringify({ ...manifest, files })],
      ...manifest.files.map((f): [string, string] => [
        f.file,
        f.file === "food_entries.csv" ? changed : unzipFile(zip, f.file).toString("utf8"),
      ]),
    ]);
    const target = await registerUser();
    const res = await upload(target.token, rebuilt);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("food_entries.csv, row 2: date cannot be in the future (2030-01-01).");
    const after = await download(exportData, { token: target.token, query: { format: "csv" } });
    const counts = JSON.parse(unzipFile(after.bytes, "manifest.json").toString("utf8")) as Manifest;
    expect(counts.files.filter((f) => f.kind !== "account_activity").every((f) => f.count === 0)).toBe(true);
  });
});
