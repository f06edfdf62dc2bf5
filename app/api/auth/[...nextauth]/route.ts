import { plainRoute } from "@/lib/api/handler";
import { guardAuthEndpoint } from "@/lib/api/auth-endpoints";
import { handlers } from "@/lib/identity/sign-in/next-auth";
import { internalEndpoints } from "@/lib/openapi/paths/internal";

export const GET = plainRoute(internalEndpoints.authGet, guardAuthEndpoint(handlers.GET));
export const POST = plainRoute(internalEndpoints.authPost, guardAuthEndpoint(handlers.POST));
