/** The Open-Meteo stand-in as a process, for Playwright (port OPEN_METEO_FAKE_PORT). */
import { startFakeOpenMeteo } from "./open-meteo";

const fake = await startFakeOpenMeteo(Number(process.env.OPEN_METEO_FAKE_PORT ?? 3130));
console.log(`fake Open-Meteo on ${fake.baseURL}`);
