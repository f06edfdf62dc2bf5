import { ApiError } from "@/lib/api/errors";
import { authedRoute } from "@/lib/api/handler";
import { importExport } from "@/lib/export/service";

const MAX_BYTES = 20 * 1024 * 1024;

/** The zip from the request: a multipart field "file", or the body itself. */
async function zipFrom(req: Request): Promise<Buffer> {
  if (Number(req.headers.get("content-length") ?? 0) > MAX_BYTES)
    throw new ApiError(413, "The file is too large (20 MB at most).");
  let bytes: Buffer;
  if ((req.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const file = (await req.formData().catch(() => null))?.get("file");
    if (!(file instanceof Blob)) throw ApiError.badRequest('Choose the export zip to import (form field "file").');
    bytes = Buffer.from(await file.arrayBuffer());
  } else bytes = Buffer.from(await req.arrayBuffer());
  if (bytes.length === 0) throw ApiError.badRequest("Choose the export zip to import.");
  if (bytes.length > MAX_BYTES) throw new ApiError(413, "The file is too large (20 MB at most).");
  return bytes;
}

/** POST /api/import: our own CSV export zip back into this account, without duplicates. */
export const POST = authedRoute({ status: 201 }, async ({ db, user, req }) => ({
  imported: await importExport(db, user.id, await zipFrom(req)),
}));
