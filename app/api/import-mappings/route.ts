import { authedRoute } from "@/lib/api/handler";
import { mappingCreateSchema } from "@/lib/import-jobs/schema";
import { createMapping, listMappings } from "@/lib/import-jobs/service";

/** The caller's saved CSV column mappings, newest first. */
export const GET = authedRoute({}, async ({ db, user }) => ({ mappings: await listMappings(db, user.id) }));

/** Saves a CSV column mapping for the next file of the same layout. */
export const POST = authedRoute({ body: mappingCreateSchema, status: 201 }, async ({ db, user, body }) =>
  createMapping(db, user.id, body),
);
