/** GET /api/health: the process is up (liveness). No database, no user, never cached. */
import { plainRoute } from "@/lib/api/handler";
import { platformEndpoints } from "@/lib/openapi/paths/platform";

export const dynamic = "force-dynamic";

export const GET = plainRoute(platformEndpoints.health, () =>
  Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }),
);
