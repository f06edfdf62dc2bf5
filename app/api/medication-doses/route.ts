import { route } from "@/lib/api/handler";
import { listDoses } from "@/lib/medications/service";
import { medicationsEndpoints } from "@/lib/openapi/paths/medications";

/** The doses recorded between start and end (YYYY-MM-DD, inclusive), newest first. */
export const GET = route(medicationsEndpoints.listDoses, async ({ db, owner, query }) =>
  listDoses(db, { userId: owner.id, start: query.start, end: query.end }),
);
