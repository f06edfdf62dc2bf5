/** /api/imports and /api/import-mappings: an import's progress kept on the server, and saved CSV mappings. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DELETE as deleteMapping } from "@/app/api/import-mappings/[mapping_id]/route";
import { GET as listMappings, POST as saveMapping } from "@/app/api/import-mappings/route";
import { GET as getImport, PATCH as patchImport } from "@/app/api/imports/[import_id]/route";
import { GET as listImports, POST as startImport } from "@/app/api/imports/route";
import { getDb } from "@/db/client";
import { importMappings, imports } from "@/db/schema";
import { call, registerUser } from "../../support/api";

const START = {
  source: "myfitnesspal",
  files: [{ name: "Measurement-Summary-full.csv", size: 2331 }],
  fingerprint: "Measurement-Summary-full.csv:2331:1700000000000",
  kinds: { weight: { expected: 69 }, steps: { expected: 12 } },
};
type View = {
  import_id: string;
  status: string;
  interrupted: boolean;
  chunks_done: number;
  kinds: Record<string, unknown>;
};

describe("/api/imports", () => {
  it("starts an import with zero counts, records progress, and ends it", async () => {
    const { token } = await registerUser();
    const started = await call<View>(startImport, { token, body: START });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: "running", interrupted: false, chunks_done: 0 });
    expect(started.body.kinds.weight).toEqual({ expected: 69, imported: 0, present: 0, refused: 0, reasons: [] });

    const params = { import_id: started.body.import_id };
    const weight = {
      expected: 69,
      imported: 60,
      present: 7,
      refused: 2,
      reasons: [{ reason: "Dated in the future", count: 2 }],
    };
    const moved = await call<View>(patchImport, {
      token,
      method: "PATCH",
      params,
      body: { chunks_done: 1, kinds: { weight } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.kinds.weight).toEqual(weight);
    expect(moved.body.kinds.steps).toEqual({ expected: 12, imported: 0, present: 0, refused: 0, reasons: [] });

    // chunks done never go back (a late answer of an earlier chunk)
    const late = await call<View>(patchImport, { token, method: "PATCH", params, body: { chunks_done: 0 } });
    expect(late.body.chunks_done).toBe(1);

    await call(patchImport, { token, method: "PATCH", params, body: { status: "done" } });
    const list = await call<{ imports: View[] }>(listImports, { token });
    expect(list.body.imports.map((i) => [i.import_id, i.status])).toEqual([[params.import_id, "done"]]);
  });

  it("shows a running import nothing was sent for in 2 minutes as interrupted", async () => {
    const { token } = await registerUser();
    const started = await call<View>(startImport, { token, body: START });
    const db = await getDb();
    await db
      .update(imports)
      .set({ updated_at: new Date(Date.now() - 3 * 60 * 1000) })
      .where(eq(imports.import_id, started.body.import_id));
    const res = await call<View>(getImport, { token, params: { import_id: started.body.import_id } });
    expect(res.body).toMatchObject({ status: "running", interrupted: true });
  });

  it("keeps each user's imports their own", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const started = await call<View>(startImport, { token: owner.token, body: START });
    const params = { import_id: started.body.import_id };
    expect((await call(getImport, { token: other.token, params })).status).toBe(404);
    const res = await call(patchImport, { token: other.token, method: "PATCH", params, body: { status: "done" } });
    expect(res).toMatchObject({ status: 404, body: { detail: "Import not found" } });
  });

  it.each([
    [
      { ...START, source: "garmin" },
      "Source must be one of apple_health, myfitnesspal, cronometer, fitbit, google_fit, whoop, hevy, daylio, csv",
    ],
    [{ ...START, files: [] }, "An import needs at least 1 file"],
    [{ ...START, kinds: { calories: { expected: 1 } } }, "A kind must be one of"],
    [{ ...START, kinds: { weight: { expected: -1 } } }, "Records expected cannot be negative"],
  ])("refuses a bad start with a clear message (%#)", async (body, detail) => {
    const { token } = await registerUser();
    const res = await call<{ detail: string }>(startImport, { token, body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(detail);
  });

  it("takes the size of a file of several GB (an Apple Health export)", async () => {
    const { token } = await registerUser();
    const files = [{ name: "export.zip", size: 2_400_000_000 }];
    const res = await call<View & { files: typeof files }>(startImport, { token, body: { ...START, files } });
    expect(res.status).toBe(201);
    expect(res.body.files).toEqual(files);
  });

  it("refuses an empty update", async () => {
    const { token } = await registerUser();
    const started = await call<View>(startImport, { token, body: START });
    const res = await call(patchImport, {
      token,
      method: "PATCH",
      params: { import_id: started.body.import_id },
      body: {},
    });
    expect(res).toMatchObject({ status: 400, body: { detail: "Nothing to update" } });
  });
});

describe("/api/import-mappings", () => {
  const mapping = {
    target: "health_metric",
    columns: { date: "Date", value: "Weight (kg)", fixed_kind: "weight", fixed_unit: "kg" },
  };

  it("saves, lists and deletes a mapping", async () => {
    const { token } = await registerUser();
    const saved = await call<{ mapping_id: string; name: string }>(saveMapping, {
      token,
      body: { name: "Scale", mapping },
    });
    expect(saved.status).toBe(201);
    const list = await call<{ mappings: { name: string; mapping: unknown }[] }>(listMappings, { token });
    expect(list.body.mappings).toHaveLength(1);
    expect(list.body.mappings[0]).toMatchObject({ name: "Scale", mapping: { target: "health_metric" } });
    const params = { mapping_id: saved.body.mapping_id };
    expect((await call(deleteMapping, { token, method: "DELETE", params })).status).toBe(204);
    expect((await call(deleteMapping, { token, method: "DELETE", params })).status).toBe(404);
  });

  it("keeps at most 50 mappings a user, and says so", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    await db
      .insert(importMappings)
      .values(Array.from({ length: 50 }, (_, n) => ({ user_id: user.id, name: `Scale ${n}`, mapping })));
    const res = await call(saveMapping, { token, body: { name: "One more", mapping } });
    expect(res).toMatchObject({ status: 409, body: { detail: "At most 50 saved mappings: delete one first." } });
  });

  it("refuses a mapping without a value column", async () => {
    const { token } = await registerUser();
    const res = await call(saveMapping, {
      token,
      body: { name: "Scale", mapping: { target: "health_metric", columns: { date: "Date" } } },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain("Value column");
  });
});
