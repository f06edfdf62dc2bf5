import { guardAuthEndpoint } from "@/lib/auth/auth-endpoints";
import { handlers } from "@/lib/auth/next-auth";

export const GET = guardAuthEndpoint(handlers.GET);
export const POST = guardAuthEndpoint(handlers.POST);
