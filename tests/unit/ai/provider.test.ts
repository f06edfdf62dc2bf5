/** The real AI SDK provider, pointed at the local stand-in: the wiring every AI feature uses. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateText, Output } from "ai";
import { z } from "zod";
import { isAiConfigured, languageModel } from "@/lib/ai/provider";
import { resetEnvCache } from "@/lib/env";
import { startFakeOpenAI } from "../../fakes/openai";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetEnvCache();
  await fake.close();
});

describe("languageModel", () => {
  it("is null without OPENAI_API_KEY", () => {
    delete process.env.OPENAI_API_KEY;
    resetEnvCache();
    expect(isAiConfigured()).toBe(false);
    expect(languageModel()).toBeNull();
  });

  it("talks Chat Completions to OPENAI_BASE_URL with the key, and parses structured output", async () => {
    process.env.OPENAI_API_KEY = "sk-test-key";
    process.env.OPENAI_BASE_URL = fake.baseURL;
    resetEnvCache();
    fake.reply({ match: "banana", content: { food_name: "Banana", calories: 105 } });
    const { output } = await generateText({
      model: languageModel("vision")!,
      prompt: "What is a banana?",
      output: Output.object({ schema: z.object({ food_name: z.string(), calories: z.number() }) }),
    });
    expect(output).toEqual({ food_name: "Banana", calories: 105 });
    expect(fake.requests.at(-1)?.authorization).toBe("Bearer sk-test-key");
    expect(fake.requests.at(-1)?.path).toBe("/v1/chat/completions");
  });

  it("surfaces the server's 429 as an error with its status", async () => {
    fake.reply({ match: "busy", status: 429 });
    await expect(generateText({ model: languageModel()!, prompt: "busy?", maxRetries: 0 })).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});
