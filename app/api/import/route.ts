import { recordAccountEvent } from "@/lib/identity/activity";
import { formDataOf, readBodyBytes } from "@/lib/http/body-bytes";
import { ApiError } from "@/lib/errors/api-error";
import { getLongDb } from "@/db/client";
import { route } from "@/lib/api/handler";
import {
  IMPORT_MAX_BYTES,
  IMPORT_NO_FILE,
  IMPORT_TOO_LARGE,
  IMPORT_UPLOAD_MAX_BYTES,
} from "@/lib/data-transfer/export/schema";
import { importExport } from "@/lib/data-transfer/export/service";
import { dataTransferEndpoints } from "@/lib/openapi/paths/data-transfer";

/** The zip from the request: a multipart field "file", or the body itself. */
async function zipFrom(req: Request): Promise<Buffer> {
  const upload = await readBodyBytes(req, IMPORT_UPLOAD_MAX_BYTES, IMPORT_TOO_LARGE);
  let bytes: Buffer;
  if ((req.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const file = (await formDataOf(req, upload))?.get("file");
    if (!(file instanceof Blob)) throw ApiError.badRequest(`${IMPORT_NO_FILE} (form field "file")`);
    bytes = Buffer.from(await file.arrayBuffer());
  } else bytes = Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength);
  if (bytes.length === 0) throw ApiError.badRequest(IMPORT_NO_FILE);
  if (bytes.length > IMPORT_MAX_BYTES) throw new ApiError(413, IMPORT_TOO_LARGE);
  return bytes;
}

/**
 * POST /api/import: our own CSV export zip back into this account, without duplicates and
 * within the plan's limits (what they leave out is counted per kind, with the reason).
 */
export const POST = route(dataTransferEndpoints.importData, async ({ db, user, req, ip }) => {
  const zip = await zipFrom(req);
  // a whole export written back: the long operations' pool and time limits (db/client.ts)
  const imported = await importExport(await getLongDb(), user, zip);
  const count = (key: "imported" | "skipped") => Object.values(imported).reduce((n, k) => n + k[key], 0);
  await recordAccountEvent(db, {
    userId: user.id,
    kind: "data_imported",
    ip,
    userAgent: req.headers.get("user-agent"),
    detail: { imported: count("imported"), skipped: count("skipped") },
  });
  return { imported };
});
