/**
 * One import at a time per account: a second one while the first is read or written is a
 * 409. The claim is a hit in `rate_limit_hits` (bucket `import-running`), so every instance
 * sees it; it is deleted when the import ends, and one left by a process that died lapses
 * after `IMPORT_CLAIM_MS`.
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateLimitHits } from "@/db/schema";
import { hitRateLimit } from "@/lib/identity/rate-limit";
import { ApiError } from "@/lib/errors/api-error";

const BUCKET = "import-running";
/** Longer than any import within the limits takes. */
const IMPORT_CLAIM_MS = 15 * 60 * 1000;

export const IMPORT_RUNNING = "An import is already running for this account. Try again when it has finished.";

export async function oneImportAtATime<T>(db: Db, userId: string, work: () => Promise<T>): Promise<T> {
  const claimedAt = new Date();
  const claim = await hitRateLimit(db, { bucket: BUCKET, key: userId, max: 1, windowMs: IMPORT_CLAIM_MS }, claimedAt);
  if (!claim.ok) throw ApiError.conflict(IMPORT_RUNNING);
  try {
    return await work();
  } finally {
    await db
      .delete(rateLimitHits)
      .where(
        and(eq(rateLimitHits.bucket, BUCKET), eq(rateLimitHits.key, userId), eq(rateLimitHits.created_at, claimedAt)),
      );
  }
}
