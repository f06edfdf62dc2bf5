/**
 * Bodies that claim to be text and are not UTF-8 are refused with 400 and a detail, never
 * stored with U+FFFD in place of the bad bytes: JSON bodies of every route (the handler
 * wrapper), the Stripe webhook's raw body, and the CSV files inside an import.
 */
import { createHmac } from "node:crypto";
import { ZipArchive } from "archiver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportData } from "@/app/api/export/data/route";
import { GET as listFood, POST as logFood } from "@/app/api/food-entries/route";
import { POST as importData } from "@/app/api/import/route";
import { POST as register } from "@/app/api/register/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import type { Manifest } from "@/lib/data-transfer/export/format";
import type { FakeStripe } from "../fakes/stripe";
import { stopFakeStripe, useFakeStripe, WEBHOOK_SECRET } from "../api/billing/stripe-env";
import { download, unzipFile, zipNames } from "../api/export/seed";
import { call, registerUser, registration } from "../support/api";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const BAD = Buffer.from([0xff, 0xfe, 0xc3]); // never valid UTF-8
const INVALID_UTF8 = "Request body must be valid UTF-8 text.";

/** JSON text with the bad bytes spliced into one string value. */
function jsonWithBadBytes(value: Record<string, unknown>, key: string): Buffer {
  const marker = "__BAD_BYTES__";
  const [before, after] = JSON.stringify({ ...value, [key]: marker }).split(marker);
  return Buffer.concat([Buffer.from(`${before}Tea `), BAD, Buffer.from(after!)]);
}

async function send(handler: Handler, path: string, body: Uint8Array, headers: Record<string, string>) {
  const res = await handler(
    new Request(new URL(path, "http://localhost:3000"), { method: "POST", headers, body: new Uint8Array(body) }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("JSON bodies", () => {
  it("a food entry whose name is not UTF-8: 400 with a detail, nothing stored", async () => {
    const { token } = await registerUser();
    const body = jsonWithBadBytes({ calories: 2 }, "food_name");
    const res = await send(logFood as Handler, "/api/food-entries", body, {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    });
    expect(res).toEqual({ status: 400, body: { detail: INVALID_UTF8 } });
    const list = await call<unknown[]>(listFood, { token });
    expect(JSON.stringify(list.body)).not.toContain("Tea");
  });

  it("a registration whose name is not UTF-8: 400, no account", async () => {
    const payload = registration();
    const res = await send(register as Handler, "/api/register", jsonWithBadBytes(payload, "name"), {
      "content-type": "application/json",
    });
    expect(res).toEqual({ status: 400, body: { detail: INVALID_UTF8 } });
    const again = await call(register, { body: payload });
    expect(again.status).toBe(201);
  });

  it("valid UTF-8 beyond ASCII is kept as sent", async () => {
    const { token } = await registerUser();
    const created = await call(logFood, { token, body: { food_name: "Crème brûlée 🍮", calories: 300 } });
    expect(created.status).toBe(201);
    expect(created.body.food_name).toBe("Crème brûlée 🍮");
  });
});

describe("Stripe webhook", () => {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await useFakeStripe();
  });
  afterAll(() => stopFakeStripe(fake));

  it("a correctly signed body that is not UTF-8: 400 with a detail", async () => {
    const payload = jsonWithBadBytes(
      { id: "evt_bad_utf8", object: "event", type: "customer.created", data: { object: { id: "cus_1" } } },
      "description",
    );
    const timestamp = Math.floor(Date.now() / 1000);
    const mac = createHmac("sha256", WEBHOOK_SECRET)
      .update(Buffer.concat([Buffer.from(`${timestamp}.`), payload]))
      .digest("hex");
    const res = await send(webhook as Handler, "/api/stripe/webhook", payload, {
      "content-type": "application/json",
      "stripe-signature": `t=${timestamp},v1=${mac}`,
    });
    expect(res).toEqual({ status: 400, body: { detail: INVALID_UTF8 } });
  });
});

describe("import", () => {
  async function zipOf(files: [string, Buffer][]): Promise<Buffer> {
    const archive = new ZipArchive({ zlib: { level: 1 } });
    const chunks: Buffer[] = [];
    archive.on("data", (c: Buffer) => chunks.push(c));
    for (const [name, bytes] of files) archive.append(bytes, { name });
    await archive.finalize();
    return Buffer.concat(chunks);
  }

  it("an export whose CSV is not UTF-8 (checksums made to match): 400 naming the file, nothing imported", async () => {
    const { token } = await registerUser();
    expect((await call(logFood, { token, body: { food_name: "Porridge", calories: 310 } })).status).toBe(201);
    const exported = await download(exportData as Handler, { token, query: { format: "csv" } });
    expect(exported.status).toBe(200);
    const manifest = JSON.parse(unzipFile(exported.bytes, "manifest.json").toString("utf8")) as Manifest;
    const food = unzipFile(exported.bytes, "food_entries.csv");
    const at = food.indexOf("Porridge");
    const damaged = Buffer.concat([food.subarray(0, at), BAD, food.subarray(at)]);
    const { createHash } = await import("node:crypto");
    for (const f of manifest.files) {
      if (f.file === "food_entries.csv") f.sha256 = createHash("sha256").update(damaged).digest("hex");
    }
    const files: [string, Buffer][] = zipNames(exported.bytes).map((name) => [
      name,
      name === "manifest.json"
        ? Buffer.from(JSON.stringify(manifest))
        : name === "food_entries.csv"
          ? damaged
          : unzipFile(exported.bytes, name),
    ]);
    const target = await registerUser();
    const res = await send(importData as Handler, "/api/import", await zipOf(files), {
      authorization: `Bearer ${target.token}`,
      "content-type": "application/zip",
    });
    expect(res).toEqual({
      status: 400,
      body: { detail: "The export is damaged: food_entries.csv is not UTF-8 text." },
    });
    const list = await call<unknown[]>(listFood, { token: target.token });
    expect(list.body).toEqual([]);
  });
});
