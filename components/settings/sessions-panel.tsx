import { Card, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { listSignIns, type SignedInUser } from "@/lib/account/sessions";
import { localDateIn, zonedFormatter } from "@/lib/time/zones";
import { SessionList, type SessionRow } from "./session-list";

const YEAR = { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" } as const;
const NO_YEAR = { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" } as const;

/** "Nov 26, 4:05 PM" in the user's time zone; the year too when it is not this year there. */
function formatWhen(at: string, timeZone: string, thisYear: string): string {
  const when = new Date(at);
  const sameYear = localDateIn(timeZone, when).slice(0, 4) === thisYear;
  return zonedFormatter(
    sameYear ? "short date and time" : "date and time",
    timeZone,
    (tz) => new Intl.DateTimeFormat("en-US", { ...(sameYear ? NO_YEAR : YEAR), timeZone: tz }),
  ).format(when);
}

/**
 * Settings → Account & Security → Where you're signed in: the user's live browser sessions
 * and app tokens, read on the server (times in the user's zone); ending one goes through
 * the API (`SessionList`).
 */
export async function SessionsPanel({ user }: { user: SignedInUser }) {
  const sessions = await listSignIns(await getDb(), { userId: user.id, currentTokenId: user.auth.tokenId });
  const thisYear = localDateIn(user.time_zone).slice(0, 4);
  const rows: SessionRow[] = sessions.map((s) => ({
    id: s.session_id,
    kind: s.kind,
    device: s.device,
    ip: s.ip,
    created: formatWhen(s.created_at, user.time_zone, thisYear),
    lastActive: formatWhen(s.last_used_at, user.time_zone, thisYear),
    current: s.current,
  }));
  return (
    <Card aria-labelledby="settings-sessions">
      <CardTitle>
        <span id="settings-sessions">Where you&apos;re signed in</span>
      </CardTitle>
      <SessionList sessions={rows} />
    </Card>
  );
}
