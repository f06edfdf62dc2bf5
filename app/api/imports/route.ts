import { route } from "@/lib/api/handler";
import { createImport, listImports } from "@/lib/data-transfer/import-jobs/service";
import { importsEndpoints } from "@/lib/openapi/paths/imports";

/** The caller's 10 newest imports from other apps, with their progress or result. */
export const GET = route(importsEndpoints.list, async ({ db, user }) => ({ imports: await listImports(db, user.id) }));

/** Starts an import: what the preview found; the records follow through POST /api/batch. */
export const POST = route(importsEndpoints.create, async ({ db, user, body }) => createImport(db, user.id, body));
