import { getDb } from "@/db/client";
import { twoFactorStatus } from "@/lib/identity/two-factor/factors";
import { TwoFactorSettings } from "./two-factor/two-factor-settings";

/** Settings → Account & Security → Two-step verification: the account's factors, read on the server. */
export async function TwoFactorPanel({ user }: { user: { id: string; email: string; time_zone: string } }) {
  const status = await twoFactorStatus(await getDb(), user.id);
  return <TwoFactorSettings status={status} email={user.email} timeZone={user.time_zone} />;
}
