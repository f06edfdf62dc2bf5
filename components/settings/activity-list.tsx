"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { AccountEventView } from "@/lib/identity/activity";
import { UNKNOWN_DEVICE } from "@/lib/identity/device";
import { accountEventLabel } from "@/lib/identity/account/activity-labels";
import { ACTIVITY_PAGE } from "@/lib/identity/account/activity-schema";
import { api, errorText } from "@/lib/api-client/client";
import { formatInstantDateTime } from "@/lib/time/format";

type Page = { events: AccountEventView[]; next_before: number | null };

const LOAD_FAILED = "Could not load more activity. Please try again.";

/**
 * "Chrome on macOS · 203.0.113.5 · ": where the event came from. An event of someone else's
 * doing (a family member's read, a join) is stored without either, and shows its time alone.
 */
function originOf(e: AccountEventView): string {
  if (e.ip === null && e.device === UNKNOWN_DEVICE) return "";
  return `${[e.device, e.ip ?? "address unknown"].join(" · ")} · `;
}

/** The events as a list: what happened, then device · address · local time. */
export function ActivityList({ initial, timeZone }: { initial: Page; timeZone: string }) {
  const [events, setEvents] = useState(initial.events);
  const [next, setNext] = useState(initial.next_before);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function showMore() {
    if (next === null) return;
    setPending(true);
    setError(null);
    try {
      const page = await api<Page>(`/api/account-activity?before=${next}&limit=${ACTIVITY_PAGE}`);
      setEvents((shown) => [...shown, ...page.events]);
      setNext(page.next_before);
    } catch (err) {
      setError(errorText(err, LOAD_FAILED));
    } finally {
      setPending(false);
    }
  }

  if (events.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-muted">
        No account activity yet. Sign-ins, password changes, exports, imports and what you share will be listed here.
      </p>
    );

  const now = new Date();
  return (
    <div className="space-y-3">
      <ol aria-label="Account activity, newest first" className="divide-y divide-slate-200">
        {events.map((e) => (
          <li key={e.event_id} className="py-2.5">
            <p className="text-sm font-medium text-ink">{accountEventLabel(e.kind, e.detail)}</p>
            <p className="mt-0.5 text-sm break-words text-muted">
              {originOf(e)}
              <time dateTime={e.created_at} className="whitespace-nowrap">
                {formatInstantDateTime(e.created_at, timeZone, now)}
              </time>
            </p>
          </li>
        ))}
      </ol>
      {error && <Alert tone="error">{error}</Alert>}
      {next !== null && (
        <Button variant="secondary" size="sm" onClick={() => void showMore()} disabled={pending} aria-busy={pending}>
          {pending ? "Loading…" : "Show more"}
        </Button>
      )}
    </div>
  );
}
