import { authedRoute } from "@/lib/api/handler";
import { getFamily } from "@/lib/family/service";

/** The caller's family, or `{ family: null }`. */
export const GET = authedRoute({}, async ({ db, user }) => ({ family: await getFamily(db, user.id) }));
