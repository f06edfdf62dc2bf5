import { route } from "@/lib/api/handler";
import { createShare, listShares } from "@/lib/shares/service";
import { sharesEndpoints } from "@/lib/openapi/paths/shares";

/** The caller's provider shares, newest first, with their state and last view; on every plan. */
export const GET = route(sharesEndpoints.list, async ({ db, user }) => ({ shares: await listShares(db, user.id) }));

/**
 * Creates a provider share (Pro): the answer holds the link (and PIN), the only time they are
 * shown. A repeat with the same Idempotency-Key makes no second share and answers 409.
 */
export const POST = route(sharesEndpoints.create, async ({ db, user, body, ip, req }) =>
  createShare(db, { userId: user.id, input: body, origin: { ip, userAgent: req.headers.get("user-agent") } }),
);
