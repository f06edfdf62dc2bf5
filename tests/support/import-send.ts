/**
 * Sends what an importer read to the real POST /api/batch, as the import page does: whole
 * records in chunks of at most 500 items, `dedupe: true`. Answers what became of them.
 */
import { POST as batch } from "@/app/api/batch/route";
import { BATCH_MAX_ITEMS } from "@/lib/batch/schema";
import type { BatchResult } from "@/lib/batch/service";
import type { ImportRecord } from "@/lib/data-transfer/other-apps/types";
import { call } from "./api";

export type Sent = { created: number; present: number; refused: Map<string, number> };

export async function sendRecords(token: string, records: readonly ImportRecord[]): Promise<Sent> {
  const sent: Sent = { created: 0, present: 0, refused: new Map() };
  let chunk: ImportRecord["items"] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const res = await call<{ results: BatchResult[] }>(batch, { token, body: { items: chunk, dedupe: true } });
    if (res.status !== 200) throw new Error(`batch: ${res.status} ${JSON.stringify(res.body)}`);
    for (const r of res.body.results) {
      if (r.status === 201) sent.created += 1;
      else if (r.status === 409) sent.present += 1;
      else {
        const detail = "detail" in r ? r.detail : String(r.status);
        sent.refused.set(detail, (sent.refused.get(detail) ?? 0) + 1);
      }
    }
    chunk = [];
  };
  for (const record of records) {
    if (chunk.length + record.items.length > BATCH_MAX_ITEMS) await flush();
    chunk.push(...record.items);
  }
  await flush();
  return sent;
}
