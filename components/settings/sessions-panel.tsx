import { Card, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { listSignIns, type SignedInUser } from "@/lib/account/sessions";
import { zonedFormatter } from "@/lib/time/zones";
import { SessionList, type SessionRow } from "./session-list";

/** "Nov 26, 2026, 4:05 PM" in the user's time zone. */
function formatWhen(at: string, timeZone: string): string {
  return zonedFormatter(
    "date and time",
    timeZone,
    (tz) =>
      new Intl.DateTimeFormat("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone: tz,
      }),
  ).format(new Date(at));
}

/**
 * Settings → Account & Security → Where you're signed in: the user's live browser sessions
 * and app tokens, read on the server (times in the user's zone); ending one goes through
 * the API (`SessionList`).
 */
export async function SessionsPanel({ user }: { user: SignedInUser }) {
  const sessions = await listSignIns(await getDb(), { userId: user.id, currentTokenId: user.auth.tokenId });
  const rows: SessionRow[] = sessions.map((s) => ({
    id: s.session_id,
    kind: s.kind,
    device: s.device,
    ip: s.ip,
    created: formatWhen(s.created_at, user.time_zone),
    lastActive: formatWhen(s.last_used_at, user.time_zone),
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
