/** The batch write: many items of the single write routes in one request, for integrations and scripts. */
import { batchResultsSchema } from "@/lib/batch/responses";
import { BATCH_KINDS, BATCH_MAX_ITEMS, batchEnvelopeSchema } from "@/lib/batch/schema";
import { endpoint } from "../endpoint";

const kinds = BATCH_KINDS.map((kind) => `\`${kind}\``).join(", ");

export const batchEndpoints = {
  run: endpoint({
    method: "post",
    path: "/api/batch",
    summary: "Write many items at once",
    description:
      `Up to ${BATCH_MAX_ITEMS} items \`{ kind, body }\`, where kind is one of ${kinds} and body is what ` +
      "that kind's own POST route takes (a `medication_dose` body also carries `medication_id`). Each item " +
      "is checked with its route's schema and plan rules and stored on its own: the answer is 200 with one " +
      "result per item, in order, `{ status: 201, id }` or the `{ status, detail }` its route would answer, " +
      "and a refused item stores nothing and undoes no other. A `daily_steps` item (`{ date, steps }`, the " +
      "day's total, as `PUT /api/daily-stats`) sets the day's figure and answers `{ status: 201 }` without an id. " +
      "With `dedupe: true` (what an import sends) an item already stored, the same kind on the same date with " +
      'the same time and value, is not stored again and answers `{ status: 409, detail: "Already present" }`. ' +
      "A malformed envelope (not a list, more than " +
      `${BATCH_MAX_ITEMS} items, an unknown kind) is a 400 for the whole request; a database outage is a ` +
      "503 and stores none of the items. Send an `Idempotency-Key` to retry safely.",
    tag: "Batch",
    body: batchEnvelopeSchema,
    bodyExample: {
      items: [
        { kind: "water", body: { amount_ml: 250, date: "2026-03-14", time: "07:30" } },
        {
          kind: "health_metric",
          body: { metric_type: "weight", value: 71.4, unit: "kg", date: "2026-03-14", time: "07:35" },
        },
        { kind: "migraine", body: { severity: 6, date: "2026-03-14", triggers: ["Poor sleep"] } },
      ],
    },
    maxBodyBytes: 4_000_000,
    responses: {
      200: {
        description: "One result per item, in the order sent.",
        schema: batchResultsSchema,
        example: {
          results: [
            { status: 201, id: "a3d8f1c5-6b9e-4c2a-b7f4-8e1d5a0c3b29" },
            { status: 201, id: "5e2b7c90-1f3a-4d6e-9b8c-7a0d2e4f6c13" },
            {
              status: 402,
              detail: "Logging new migraine episodes requires the Premium or Pro plan. Upgrade to continue.",
            },
          ],
        },
      },
    },
    throws: [400, 401, 403, 413, 422, 429, 503],
  }),
};
