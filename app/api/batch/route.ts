import { authedRoute } from "@/lib/api/handler";
import { batchEnvelopeSchema } from "@/lib/batch/schema";
import { runBatch } from "@/lib/batch/service";

/**
 * Up to 500 writes of the single routes' kinds in one request: 200 with one result per item, in
 * order, each `{ status: 201, id }` or the `{ status, detail }` its single route would answer.
 */
export const POST = authedRoute({ body: batchEnvelopeSchema }, async ({ db, user, body }) => ({
  results: await runBatch(db, user, body.items),
}));
