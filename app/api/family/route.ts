import { route } from "@/lib/api/handler";
import { getFamily } from "@/lib/family/service";
import { familyEndpoints } from "@/lib/openapi/paths/family";

/** The caller's family, or `{ family: null }`. */
export const GET = route(familyEndpoints.get, async ({ db, user }) => ({ family: await getFamily(db, user.id) }));
