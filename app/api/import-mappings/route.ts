import { route } from "@/lib/api/handler";
import { createMapping, listMappings } from "@/lib/data-transfer/import-jobs/service";
import { importsEndpoints } from "@/lib/openapi/paths/imports";

/** The caller's saved CSV column mappings, newest first. */
export const GET = route(importsEndpoints.listMappings, async ({ db, user }) => ({
  mappings: await listMappings(db, user.id),
}));

/** Saves a CSV column mapping for the next file of the same layout. */
export const POST = route(importsEndpoints.createMapping, async ({ db, user, body }) =>
  createMapping(db, user.id, body),
);
