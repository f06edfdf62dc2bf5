/** The OpenAI stand-in as a process, for Playwright (port OPENAI_FAKE_PORT, default 3127). */
import { startFakeOpenAI } from "./openai";

const fake = await startFakeOpenAI(Number(process.env.OPENAI_FAKE_PORT ?? 3127));
console.log(`fake OpenAI on ${fake.baseURL}`);
