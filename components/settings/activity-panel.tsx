import { getDb } from "@/db/client";
import { Card, CardTitle } from "@/components/ui/card";
import { listAccountEvents } from "@/lib/identity/activity";
import { ACTIVITY_PAGE } from "@/lib/identity/account/activity-schema";
import { env } from "@/lib/env";
import { ActivityList } from "./activity-list";

const plural = (n: number, word: string) => (n === 1 ? word : `${n} ${word}s`);

/**
 * Settings → Account & Security → Account activity: the account's sign-ins, security changes,
 * exports, reports and imports of the last year, who read the data it shares and what it shares
 * with whom, newest first; "Show more" reads older pages.
 */
export async function ActivityPanel({ userId, timeZone }: { userId: string; timeZone: string }) {
  const first = await listAccountEvents(await getDb(), { userId, limit: ACTIVITY_PAGE });
  const minutes = env().SHARED_READ_EVENT_MINUTES;
  const readWindow = minutes % 60 === 0 ? plural(minutes / 60, "hour") : plural(minutes, "minute");
  return (
    <Card aria-labelledby="settings-activity">
      <CardTitle>
        <span id="settings-activity">Account activity</span>
      </CardTitle>
      <p className="mb-3 text-sm text-muted">
        Sign-ins, security changes, exports and imports of the last 12 months, with the device and network address they
        came from; who viewed what you share (listed once per person and area every {readWindow}) and what is shared
        with whom. Times are in your time zone ({timeZone}).
      </p>
      <ActivityList initial={first} timeZone={timeZone} />
    </Card>
  );
}
