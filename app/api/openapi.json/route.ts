/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the API, generated from the schemas the
 * handlers parse with. The same for everyone and for the life of the process: built on the
 * first request, then served from memory, and cacheable by browsers and proxies for 5 minutes
 * (next.config.ts gives this path its Cache-Control over the API's no-store).
 */
import { plainRoute } from "@/lib/api/handler";
import { errorResponse } from "@/lib/http/error-response";
import { logAccess, startAccess } from "@/lib/http/access-log";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { platformEndpoints } from "@/lib/openapi/paths/platform";

export const dynamic = "force-dynamic";

const CACHE_CONTROL = "public, max-age=300";

let documentText: string | undefined;

export const GET = plainRoute(platformEndpoints.document, async (req: Request) => {
  const access = startAccess(req);
  let res: Response;
  try {
    documentText ??= JSON.stringify(buildOpenApiDocument());
    res = new Response(documentText, {
      headers: { "Content-Type": "application/json", "Cache-Control": CACHE_CONTROL },
    });
  } catch (err) {
    res = errorResponse(err, `${access.method} ${access.path}`);
  }
  return logAccess(access, res);
});
