import { plainRoute } from "@/lib/api/handler";
import { guardAuthEndpoint } from "@/lib/auth/auth-endpoints";
import { handlers } from "@/lib/auth/next-auth";
import { internalEndpoints } from "@/lib/openapi/paths/internal";

export const GET = plainRoute(internalEndpoints.authGet, guardAuthEndpoint(handlers.GET));
export const POST = plainRoute(internalEndpoints.authPost, guardAuthEndpoint(handlers.POST));
