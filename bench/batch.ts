/**
 * The batch write: POST /api/batch with 500 items of every kind, as an integration sends them.
 * Its figure is items per second (req/s times the items of a request). Items are dated in 2001,
 * before any seeded day, so the journal's and the doses' upserts never touch seeded rows, and
 * the run's clean-up removes what they wrote (by created_at; doses go with their medication).
 */
import type { Measure } from "./measure";

export const BATCH_WRITE = "POST batch write (500 mixed items)";
export const BATCH_ITEMS = 500;
/** Batches at once: each holds one database connection for its whole transaction. */
const BATCH_CONNECTIONS = 4;

const day = (n: number) => new Date(Date.UTC(2001, 0, 1) + (n % 3650) * 86_400_000).toISOString().slice(0, 10);

/** 500 items cycling through the seven kinds; `offset` moves their dates from one request to the next. */
export function batchItems(medicationId: string, offset: number) {
  return Array.from({ length: BATCH_ITEMS }, (_, i) => {
    const date = day(offset + i);
    switch (i % 7) {
      case 0:
        return { kind: "food_entry", body: { food_name: "Bench oats", calories: 150, meal_type: "breakfast", date } };
      case 1:
        return { kind: "exercise", body: { exercise_name: "Bench walk", duration_minutes: 30, date } };
      case 2:
        return { kind: "health_metric", body: { metric_type: "weight", value: 72.5, unit: "kg", date, time: "07:00" } };
      case 3:
        return { kind: "migraine", body: { severity: 4, date, triggers: ["Stress"] } };
      case 4:
        return { kind: "journal_entry", body: { date, content: "A bench day.", mood: 7 } };
      case 5:
        return { kind: "medication_dose", body: { medication_id: medicationId, date, time: "08:00", status: "taken" } };
      default:
        return { kind: "water", body: { amount_ml: 250, date } };
    }
  });
}

/** An as-needed medication of each writer (its doses may fall on any past day), through the API. */
export async function asNeededMedications(base: string, tokens: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const token of tokens) {
    const res = await fetch(`${base}/api/medications`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: "Bench PRN", dosage: "1 tablet", frequency: "as_needed", status: "prn" }),
    });
    const body = (await res.json()) as { medication_id?: string; detail?: string };
    if (res.status !== 201 || !body.medication_id) throw new Error(`bench medication: ${res.status} ${body.detail}`);
    ids.push(body.medication_id);
  }
  return ids;
}

/** Each request is the next writer's batch, with that writer's medication. */
export function batchScenario(base: string, writers: string[], medications: string[]): Measure {
  let n = 0;
  return {
    name: BATCH_WRITE,
    base,
    connections: BATCH_CONNECTIONS,
    itemsPerRequest: BATCH_ITEMS,
    // a request takes about a second: a longer window than the others', so the ones cut off at its end weigh less
    minSeconds: 20,
    requests: [
      {
        method: "POST",
        path: "/api/batch",
        setupRequest: (req) => {
          const i = n++;
          const writer = i % writers.length;
          return {
            ...req,
            headers: { "content-type": "application/json", authorization: `Bearer ${writers[writer]}` },
            body: JSON.stringify({ items: batchItems(medications[writer]!, i) }),
          };
        },
      },
    ],
  };
}

/** One batch before the timed rounds: every item must be stored, or the figure would count refusals. */
export async function checkBatch(base: string, token: string, medicationId: string): Promise<void> {
  const res = await fetch(`${base}/api/batch`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ items: batchItems(medicationId, 0) }),
  });
  const body = (await res.json()) as { results?: { status: number; detail?: string }[]; detail?: string };
  const refused = body.results?.find((r) => r.status !== 201);
  if (res.status !== 200 || !body.results || refused) {
    throw new Error(`bench batch: ${res.status} ${refused?.detail ?? body.detail ?? ""}`);
  }
}
