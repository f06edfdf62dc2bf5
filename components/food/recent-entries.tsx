"use client";

import { useState } from "react";
import { entryPrefill, prefillHref } from "@/lib/food/prefill";
import type { FoodEntryView } from "@/lib/food/service";
import { dayLabel } from "@/lib/time/format";
import { EntryItem } from "./entry-item";
import { EntryDialogs } from "./entry-dialogs";

/** Recent: the latest entries by day, each with Edit, Log Again (onto the diary's day `date`) and Delete. */
export function RecentEntries({ entries, today, date }: { entries: FoodEntryView[]; today: string; date: string }) {
  const [editing, setEditing] = useState<FoodEntryView | null>(null);
  const [deleting, setDeleting] = useState<FoodEntryView | null>(null);

  if (entries.length === 0) {
    return <p className="text-sm text-muted">No food logged yet. Entries you log appear here, newest first.</p>;
  }

  const days = [...new Set(entries.map((e) => e.date))];

  return (
    <div className="space-y-5">
      {days.map((day) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
            {dayLabel(day, today)}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {entries
              .filter((e) => e.date === day)
              .map((e) => (
                <EntryItem
                  key={e.entry_id}
                  entry={e}
                  logAgainHref={prefillHref(entryPrefill(e), { date, today })}
                  onEdit={() => setEditing(e)}
                  onDelete={() => setDeleting(e)}
                />
              ))}
          </ul>
        </section>
      ))}
      <EntryDialogs
        editing={editing}
        deleting={deleting}
        today={today}
        onClose={() => {
          setEditing(null);
          setDeleting(null);
        }}
      />
    </div>
  );
}
