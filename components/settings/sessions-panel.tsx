import { Card, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { listSignIns, type SignedInUser } from "@/lib/identity/sessions";
import { listPersonalTokens } from "@/lib/identity/api-access/tokens";
import { formatInstantDateTime } from "@/lib/time/format";
import { SessionList, type SessionRow } from "./session-list";

/**
 * Settings → Account & Security → Where you're signed in: the user's live browser sessions
 * and app tokens, read on the server (times in the user's zone), and how many personal access
 * tokens "sign out all other sessions" may revoke with them; ending goes through the API
 * (`SessionList`).
 */
export async function SessionsPanel({ user }: { user: SignedInUser }) {
  const db = await getDb();
  const [sessions, tokens] = await Promise.all([
    listSignIns(db, { userId: user.id, currentTokenId: user.auth.tokenId }),
    listPersonalTokens(db, user.id),
  ]);
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
      <SessionList sessions={rows} personalTokens={tokens.length} />
    </Card>
  );
}
