/** The Open Food Facts stand-in as a process, for Playwright (port OFF_FAKE_PORT). */
import { startFakeOff } from "./off";

const fake = await startFakeOff(Number(process.env.OFF_FAKE_PORT ?? 3128));
console.log(`fake Open Food Facts on ${fake.baseURL}`);
