/**
 * GET /api/ready: the database answers and its migrations are current (readiness for a
 * load balancer). 200 `{ "status": "ready" }`, else 503 `{ "detail": ... }`. No user.
 */
import { plainRoute } from "@/lib/api/handler";
import { platformEndpoints } from "@/lib/openapi/paths/platform";
import { checkReadiness } from "@/lib/server/readiness";

export const dynamic = "force-dynamic";

export const GET = plainRoute(platformEndpoints.ready, async () => {
  const result = await checkReadiness();
  const headers = { "Cache-Control": "no-store" };
  if (result.ready) return Response.json({ status: "ready" }, { headers });
  return Response.json({ detail: result.detail }, { status: 503, headers: { ...headers, "Retry-After": "5" } });
});
