/** POST /api/analyze-food-image against the OpenAI stand-in, through the real @ai-sdk/openai. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as analyze } from "@/app/api/analyze-food-image/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { configureAi, startFakeOpenAI } from "../../fakes/openai";
import { registerUser } from "../../support/api";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let token: string;

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const analysis = {
  food_name: "Margherita pizza",
  estimated_calories: 812.4,
  serving_size: "half a pizza (about 300 g)",
  confidence: 86.6,
  meal_suggestion: "dinner",
  description: "A thin-crust pizza with tomato, mozzarella and basil.",
  protein: 34.44,
  carbs: 98,
  fat: 28,
};

async function upload(file: Blob | null, name = "meal.png", bearer = token) {
  const form = new FormData();
  if (file) form.set("image_file", file, name);
  const req = new Request("http://localhost:3000/api/analyze-food-image", {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${bearer}` },
  });
  const res = await analyze(req, { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
  token = (await registerUser()).token;
});
afterAll(async () => {
  configureAi();
  await fake.close();
});

const configure = (on: boolean) => configureAi(on ? fake.baseURL : undefined);

describe("analyze-food-image", () => {
  it("answers 503 with the not-configured sentence when AI is not configured", async () => {
    configure(false);
    const res = await upload(new Blob([PNG], { type: "image/png" }));
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe("AI food recognition is not configured.");
  });

  it("sends the image to the vision model and returns the validated structured result", async () => {
    configure(true);
    fake.reply({ match: "image_url", content: analysis });
    const res = await upload(new Blob([PNG], { type: "image/png" }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    expect(res.body.analysis).toEqual({ ...analysis, estimated_calories: 812, confidence: 87, protein: 34.4 });
    const sent = fake.requests.at(-1)!;
    expect(sent.raw).toContain("data:image/png;base64,");
    expect(sent.body.response_format).toMatchObject({ type: "json_schema" });
  });

  it("a model answer that breaks the schema is a 502 with the analysis failure message", async () => {
    configure(true);
    fake.reply({ match: "image_url", content: { food_name: "Soup", estimated_calories: "lots" }, times: 2 });
    const res = await upload(new Blob([PNG], { type: "image/png" }));
    expect(res.status).toBe(502);
    expect(res.body.detail).toBe("Failed to analyze image. Please try again.");
  });

  it("refuses a non-image (by its bytes, whatever its declared type), a missing file and a 20 MB upload", async () => {
    configure(true);
    const text = await upload(new Blob(["hello, not a picture"], { type: "image/png" }), "fake.png");
    expect(text.status).toBe(400);
    expect(text.body.detail).toBe("Please choose a JPEG, PNG or WebP image.");
    const pdf = await upload(new Blob(["%PDF-1.7 a report"], { type: "application/pdf" }), "report.pdf");
    expect(pdf.status).toBe(400);
    expect(pdf.body.detail).toBe("Please choose a JPEG, PNG or WebP image.");
    const none = await upload(null);
    expect(none.status).toBe(400);
    expect(none.body.detail).toMatch(/image_file/);
    const big = new Uint8Array(20 * 1024 * 1024);
    big.set(PNG.subarray(0, 8));
    const huge = await upload(new Blob([big], { type: "image/png" }), "huge.png");
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toBe("The image is too large. The limit is 8 MB.");
  });

  it("is a premium feature: a free account gets a 402", async () => {
    configure(true);
    const free = await registerUser();
    const db = await getDb();
    await db.update(users).set({ subscription_status: "free" }).where(eq(users.id, free.user.id));
    const res = await upload(new Blob([PNG], { type: "image/png" }), "meal.png", free.token);
    expect(res.status).toBe(402);
    expect(res.body.detail).toMatch(/Using AI features requires the Premium or Pro plan/);
  });
});
