import { authedRoute } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { shareCreateSchema } from "@/lib/shares/schema";
import { ALREADY_CREATED, createShare, listShares } from "@/lib/shares/service";

/** The caller's provider shares, newest first, with their state and last view; on every plan. */
export const GET = authedRoute({}, async ({ db, user }) => ({ shares: await listShares(db, user.id) }));

/**
 * Creates a provider share (Pro): the answer holds the link (and PIN), the only time they are
 * shown. A repeat with the same Idempotency-Key makes no second share and answers 409.
 */
export const POST = authedRoute(
  {
    requires: "provider_share",
    body: shareCreateSchema,
    status: 201,
    keptAnswer: () => ApiError.conflict(ALREADY_CREATED).toResponse(),
    callsOutside: true,
  },
  async ({ db, user, body, ip, req }) =>
    createShare(db, { userId: user.id, input: body, origin: { ip, userAgent: req.headers.get("user-agent") } }),
);
