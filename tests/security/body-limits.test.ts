/**
 * Request bodies stop being read at the route's limit, chunked or not: a body sent without
 * Content-Length is counted while it streams, and a signed-in route reads no byte of a
 * stranger's body. Each body here is produced on demand and counts what the server pulled, so
 * a 400 MB upload costs the test (and the server) no more than the limit.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as analyzeImage } from "@/app/api/analyze-food-image/route";
import { POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as logFood } from "@/app/api/food-entries/route";
import { POST as importData } from "@/app/api/import/route";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from "@/lib/data-transfer/export/schema";
import { MAX_IMAGE_BYTES } from "@/lib/food/schema";
import { registerUser } from "../support/api";

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const JSON_LIMIT = 1_000_000;

/** A body of `total` bytes made on demand; `pulled()` is how many the reader took. */
function lazyBody(total: number, fill = 0x20) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        const size = Math.min(CHUNK, total - pulled);
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(fill));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

async function post(
  handler: unknown,
  path: string,
  total: number,
  headers: Record<string, string> = {},
  params: Record<string, string | string[]> = {},
) {
  const body = lazyBody(total);
  const req = new Request(new URL(path, "http://localhost:3000"), {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: body.stream,
    duplex: "half",
  } as RequestInit);
  const res = await (handler as Handler)(req, { params: Promise.resolve(params) });
  const json = (await res.json().catch(() => null)) as { detail?: string } | null;
  return { status: res.status, detail: json?.detail, pulled: body.pulled() };
}

const SET_KEYS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_BASE",
  "STRIPE_PRICE_PREMIUM",
  "STRIPE_PRICE_PRO",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
];
afterEach(() => {
  for (const key of SET_KEYS) delete process.env[key];
  resetEnvCache();
});

describe("a chunked body without Content-Length stops being read at the limit", () => {
  it.each([
    ["POST /api/login", login, "/api/login"],
    ["POST /api/register", register, "/api/register"],
  ])("%s: 400 MB is a 413 after at most the limit", async (_name, handler, path) => {
    const res = await post(handler, path, 400 * MB);
    expect(res.status).toBe(413);
    expect(res.detail).toBe("Request body is too large.");
    expect(res.pulled).toBeLessThanOrEqual(JSON_LIMIT + CHUNK);
  });

  it("a signed-in JSON write: 400 MB is a 413 after at most the limit", async () => {
    const { token } = await registerUser();
    const res = await post(logFood, "/api/food-entries", 400 * MB, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(413);
    expect(res.pulled).toBeLessThanOrEqual(JSON_LIMIT + CHUNK);
  });

  it.each([
    ["as the body", "application/zip", {}],
    ["as multipart", "multipart/form-data; boundary=x", {}],
    ["with an Idempotency-Key", "application/zip", { "idempotency-key": "import-80mb" }],
  ])("POST /api/import %s: 80 MB is a 413 after at most 20 MB", async (_name, type, extra) => {
    const { token } = await registerUser();
    const res = await post(importData, "/api/import", 80 * MB, {
      authorization: `Bearer ${token}`,
      "content-type": type,
      ...extra,
    });
    expect(res.status).toBe(413);
    expect(res.detail).toBe(IMPORT_TOO_LARGE);
    // the zip, the multipart framing (64 KB), a chunk read past the limit and one a clone's tee pulled ahead
    expect(res.pulled).toBeLessThanOrEqual(IMPORT_MAX_BYTES + 64 * 1024 + 2 * CHUNK);
  });

  it("the Stripe webhook: 400 MB is a 413 after at most the limit", async () => {
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: "sk_test_vitalog",
      STRIPE_WEBHOOK_SECRET: "whsec_vitalog_test_secret",
      STRIPE_API_BASE: "http://127.0.0.1:9",
      STRIPE_PRICE_PREMIUM: "price_premium_test",
      STRIPE_PRICE_PRO: "price_pro_test",
    });
    resetEnvCache();
    const res = await post(webhook, "/api/stripe/webhook", 400 * MB, { "stripe-signature": "t=1,v1=00" });
    expect(res.status).toBe(413);
    expect(res.pulled).toBeLessThanOrEqual(JSON_LIMIT + CHUNK);
  });

  it("next-auth's endpoints: 400 MB is a 413 after at most the limit", async () => {
    const res = await post(
      authPost,
      "/api/auth/callback/credentials",
      400 * MB,
      { "content-type": "application/x-www-form-urlencoded" },
      { nextauth: ["callback", "credentials"] },
    );
    expect(res.status).toBe(413);
    expect(res.pulled).toBeLessThanOrEqual(JSON_LIMIT + CHUNK);
  });

  it("photo analysis: 80 MB is a 413 after at most the photo limit", async () => {
    Object.assign(process.env, { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
    resetEnvCache();
    const { token, user } = await registerUser();
    await (await getDb()).update(users).set({ subscription_status: "pro" }).where(eq(users.id, user.id));
    const res = await post(analyzeImage, "/api/analyze-food-image", 80 * MB, {
      authorization: `Bearer ${token}`,
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(res.status).toBe(413);
    expect(res.pulled).toBeLessThanOrEqual(MAX_IMAGE_BYTES + 64 * 1024 + 2 * CHUNK);
  });
});

describe("a signed-in route reads no body before it knows the caller", () => {
  it.each([
    ["POST /api/food-entries", logFood, "/api/food-entries", "application/json"],
    ["POST /api/import", importData, "/api/import", "application/zip"],
  ])("%s without a sign-in is a 401 with the body unread", async (_name, handler, path, type) => {
    const res = await post(handler, path, 400 * MB, { "content-type": type });
    expect(res.status).toBe(401);
    expect(res.pulled).toBe(0);
  });

  it("a wrong token is a 401 with the body unread", async () => {
    const res = await post(logFood, "/api/food-entries", 400 * MB, { authorization: "Bearer not-a-token" });
    expect(res.status).toBe(401);
    expect(res.pulled).toBe(0);
  });
});
