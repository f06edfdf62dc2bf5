import { ButtonLink } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { moodEmoji } from "@/lib/journal/display";
import type { JournalEntry } from "@/lib/journal/service";
import { DeleteEntry } from "./delete-entry";
import { formatLongDate } from "@/lib/time/format";
import { PendingWrites } from "@/components/offline/pending-writes";

/** A rating as the history reads it: the number, or "not set" where the slider was left untouched. */
const rating = (n: number | null) => (n === null ? "not set" : String(n));

/** Journal History: ten entries a page, newest first, each with Edit and Delete. */
export function JournalHistory({ entries, page, pages }: { entries: JournalEntry[]; page: number; pages: number }) {
  return (
    <Card aria-labelledby="journal-history">
      <CardTitle>
        <span id="journal-history">Journal History</span>
      </CardTitle>
      <PendingWrites paths={["/api/journal-entries"]} className="mb-3" />
      {entries.length === 0 ? (
        <p className="text-sm text-muted">No journal entries yet. Write today&apos;s entry to start your streak.</p>
      ) : (
        <ul className="space-y-3">
          {entries.map((e) => (
            <li key={e.entry_id} aria-label={e.title} className="rounded-xl border border-slate-200 p-3">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink">{e.title}</h3>
                  <p className="text-sm text-muted">{formatLongDate(e.date)}</p>
                </div>
                {e.mood !== null && (
                  <span className="text-2xl" role="img" aria-label={`Mood ${e.mood} of 10`}>
                    {moodEmoji(e.mood)}
                  </span>
                )}
              </div>
              <p className="mt-1 text-sm text-muted tabular-nums">
                Mood {rating(e.mood)} · Energy {rating(e.energy)} · Stress {rating(e.stress)} · Sleep {rating(e.sleep)}
              </p>
              {e.content && <p className="mt-2 line-clamp-4 whitespace-pre-line text-sm text-ink">{e.content}</p>}
              {e.gratitude && (
                <p className="mt-2 text-sm">
                  <span className="font-medium">Grateful for:</span> {e.gratitude}
                </p>
              )}
              {e.goals && (
                <p className="mt-1 text-sm">
                  <span className="font-medium">Goals:</span> {e.goals}
                </p>
              )}
              <div className="mt-2 flex gap-2">
                <ButtonLink
                  href={`/journal?tab=today&entry=${e.entry_id}`}
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${e.title}`}
                >
                  Edit
                </ButtonLink>
                <DeleteEntry entryId={e.entry_id} title={e.title} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Journal pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
          {page > 1 ? (
            <ButtonLink href={`/journal?tab=history&page=${page - 1}`} size="sm" variant="secondary">
              Newer entries
            </ButtonLink>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <ButtonLink href={`/journal?tab=history&page=${page + 1}`} size="sm" variant="secondary">
              Older entries
            </ButtonLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </Card>
  );
}
