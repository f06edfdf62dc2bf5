import { route } from "@/lib/api/handler";
import { runBatch } from "@/lib/batch/service";
import { batchEndpoints } from "@/lib/openapi/paths/batch";

/**
 * Up to 500 writes of the single routes' kinds in one request: 200 with one result per item, in
 * order, each `{ status: 201, id }` or the `{ status, detail }` its single route would answer.
 * 500 long journal entries pass the single routes' 1 MB; the body stays under Vercel's 4.5 MB.
 */
export const POST = route(batchEndpoints.run, async ({ db, user, body }) => ({
  results: await runBatch(db, user, body.items, { dedupe: body.dedupe }),
}));
