import { Card, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { listSignIns, type SignedInUser } from "@/lib/account/sessions";
import { formatInstantDateTime } from "@/lib/time/format";
import { SessionList, type SessionRow } from "./session-list";

/**
 * Settings → Account & Security → Where you're signed in: the user's live browser sessions
 * and app tokens, read on the server (times in the user's zone); ending one goes through
 * the API (`SessionList`).
 */
export async function SessionsPanel({ user }: { user: SignedInUser }) {
  const sessions = await listSignIns(await getDb(), { userId: user.id, currentTokenId: user.auth.tokenId });
  const now = new Date();
  const rows: SessionRow[] = sessions.map((s) => ({
    id: s.session_id,
    kind: s.kind,
    device: s.device,
    ip: s.ip,
    created: formatInstantDateTime(s.created_at, user.time_zone, now),
    lastActive: formatInstantDateTime(s.last_used_at, user.time_zone, now),
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
