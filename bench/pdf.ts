/** RSS of the server around one PDF export of the heavy user (5 years of records). */
import type { Server } from "./servers";

export type PdfMemory = {
  seconds: number;
  bytes: number;
  status: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
};

export async function measurePdfExport(app: Server, token: string): Promise<PdfMemory> {
  await new Promise((r) => setTimeout(r, 1000));
  const rssBeforeMb = app.rssMb();
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, app.rssMb());
  }, 50);
  const started = Date.now();
  try {
    const res = await fetch(`${app.url}/api/export/data?format=pdf`, { headers: { authorization: `Bearer ${token}` } });
    const bytes = (await res.arrayBuffer()).byteLength;
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    rssPeakMb = Math.max(rssPeakMb, app.rssMb());
    await new Promise((r) => setTimeout(r, 3000));
    return { seconds, bytes, status: res.status, rssBeforeMb, rssPeakMb, rssAfterMb: app.rssMb() };
  } finally {
    clearInterval(sampler);
  }
}
