import { route } from "@/lib/api/handler";
import { toPublicUser } from "@/lib/identity/account/service";
import { accountEndpoints } from "@/lib/openapi/paths/account";

export const GET = route(accountEndpoints.me, async ({ user }) => {
  const { auth: _auth, ...row } = user;
  return toPublicUser(row);
});
