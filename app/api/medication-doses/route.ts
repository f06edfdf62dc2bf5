import { authedRoute } from "@/lib/api/handler";
import { doseRangeSchema } from "@/lib/medications/schema";
import { listDoses } from "@/lib/medications/service";

/** The doses recorded between start and end (YYYY-MM-DD, inclusive), newest first. */
export const GET = authedRoute({ query: doseRangeSchema, sharedArea: "medications" }, async ({ db, owner, query }) =>
  listDoses(db, { userId: owner.id, start: query.start, end: query.end }),
);
