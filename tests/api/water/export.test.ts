/** Water entries in the CSV export, and back through POST /api/import without duplicates. */
import { createHash } from "node:crypto";
import { ZipArchive } from "archiver";
import { describe, expect, it } from "vitest";
import { GET as exportData } from "@/app/api/export/data/route";
import { POST as importData } from "@/app/api/import/route";
import { GET as waterDay, POST as addWater } from "@/app/api/water/route";
import { parseCsvRecords } from "@/lib/data-transfer/export/csv-parse";
import type { Manifest } from "@/lib/data-transfer/export/format";
import { call, registerUser } from "../../support/api";
import { download, unzipFile } from "../export/seed";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function upload(token: string, bytes: Buffer) {
  const res = await (importData as Handler)(
    new Request("http://localhost:3000/api/import", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/zip" },
      body: new Uint8Array(bytes),
    }),
    { params: Promise.resolve({}) },
  );
  return {
    status: res.status,
    body: (await res.json()) as { imported: Record<string, { imported: number; skipped: number }>; detail?: string },
  };
}

async function zipOf(files: [string, string][]): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 1 } });
  const chunks: Buffer[] = [];
  archive.on("data", (c: Buffer) => chunks.push(c));
  for (const [name, text] of files) archive.append(text, { name });
  await archive.finalize();
  return Buffer.concat(chunks);
}

const waterCsv = (zip: Buffer) => parseCsvRecords(unzipFile(zip, "water_entries.csv").toString("utf8"));
const withoutIds = (rows: Record<string, string>[]) => rows.map(({ entry_id: _id, ...rest }) => rest);

async function exportOf(token: string): Promise<Buffer> {
  const res = await download(exportData, { token, query: { format: "csv" } });
  expect(res.status).toBe(200);
  return res.bytes;
}

describe("water in the export", () => {
  it("exports each entry, imports them into another account and skips them the second time", async () => {
    const source = await registerUser();
    // two glasses alike at the same minute are two records and must both come back
    for (const body of [
      { amount_ml: 250, date: "2026-11-01", time: "08:00" },
      { amount_ml: 250, date: "2026-11-01", time: "08:00" },
      { amount_ml: 750, date: "2026-11-02", time: "12:30" },
    ]) {
      expect((await call(addWater, { token: source.token, body })).status).toBe(201);
    }
    const first = await exportOf(source.token);
    const rows = waterCsv(first);
    expect(rows.map((r) => [r.date, r.time, r.amount_ml])).toEqual([
      ["2026-11-01", "08:00", "250"],
      ["2026-11-01", "08:00", "250"],
      ["2026-11-02", "12:30", "750"],
    ]);
    expect(Object.keys(rows[0]!)).toEqual(["entry_id", "date", "time", "amount_ml", "created_at"]);

    const target = await registerUser();
    const imported = await upload(target.token, first);
    expect(imported.status).toBe(201);
    expect(imported.body.imported.water_entries).toMatchObject({ imported: 3, skipped: 0 });
    const day = await call<{ total_ml: number }>(waterDay, {
      token: target.token,
      query: { date_param: "2026-11-01" },
    });
    expect(day.body.total_ml).toBe(500);
    expect(withoutIds(waterCsv(await exportOf(target.token)))).toEqual(withoutIds(rows));

    const again = await upload(target.token, first);
    expect(again.body.imported.water_entries).toMatchObject({ imported: 0, skipped: 3 });
    expect(waterCsv(await exportOf(target.token))).toHaveLength(3);
  });

  it("refuses an edited export whose amount is outside 1..10000 ml, and imports nothing", async () => {
    const source = await registerUser();
    await call(addWater, { token: source.token, body: { amount_ml: 300, date: "2026-11-03", time: "09:00" } });
    const zip = await exportOf(source.token);
    const manifest = JSON.parse(unzipFile(zip, "manifest.json").toString("utf8")) as Manifest;
    const changed = unzipFile(zip, "water_entries.csv").toString("utf8").replace(",300,", ",0,");
    const files = manifest.files.map((f) =>
      f.file === "water_entries.csv" ? { ...f, sha256: createHash("sha256").update(changed).digest("hex") } : f,
    );
    const edited = await zipOf([
      ["manifest.json", JSON.stringify({ ...manifest, files })],
      ...manifest.files.map((f): [string, string] => [
        f.file,
        f.file === "water_entries.csv" ? changed : unzipFile(zip, f.file).toString("utf8"),
      ]),
    ]);
    const target = await registerUser();
    const res = await upload(target.token, edited);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(
      "The export is damaged: it holds a value that cannot be stored. Nothing was imported.",
    );
    expect(waterCsv(await exportOf(target.token))).toEqual([]);
  });
});
