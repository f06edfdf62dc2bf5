import { JournalForm, type JournalValues } from "@/components/journal/journal-form";
import { requestLocale } from "@/lib/time/request-locale";
import { JournalHistory } from "@/components/journal/journal-history";
import { MoodInsights } from "@/components/journal/mood-insights";
import { WritingPrompts } from "@/components/journal/writing-prompts";
import { PageHeader } from "@/components/shell/app-header";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { PageTabs } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { getJournalStreak, getMoodInsights } from "@/lib/journal/overview";
import { promptById } from "@/lib/journal/prompts";
import { JOURNAL_PAGE_SIZE } from "@/lib/journal/schema";
import { countJournalEntries, getJournalEntry, listJournalEntries, type JournalEntry } from "@/lib/journal/service";
import { pickTab, searchValue, type SearchParams } from "@/lib/navigation";
import { localDateIn } from "@/lib/time/zones";
import { isUuid } from "@/lib/validation/common";

export const metadata = { title: "Journal" };

const TABS = [
  { key: "today", label: "Today's Entry" },
  { key: "history", label: "Journal History" },
  { key: "insights", label: "Mood Insights" },
  { key: "prompts", label: "Writing Prompts" },
] as const;

function valuesOf(entry: JournalEntry | null | undefined): JournalValues {
  // a new entry's sliders start at the defaults but "not set": nothing is a rating until chosen
  if (!entry) return { content: "", gratitude: "", goals: "", mood: null, energy: null, stress: null, sleep: null };
  return {
    content: entry.content,
    mood: entry.mood,
    energy: entry.energy,
    stress: entry.stress,
    sleep: entry.sleep,
    gratitude: entry.gratitude ?? "",
    goals: entry.goals ?? "",
  };
}

export default async function JournalPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSessionUser();
  const params = await searchParams;
  const tab = pickTab(TABS, params.tab);
  const db = await getDb();
  const today = localDateIn(user.time_zone);
  const streak = await getJournalStreak(db, { userId: user.id, today });

  return (
    <>
      <PageHeader title="Journal" subtitle={`Current streak: ${streak} ${streak === 1 ? "day" : "days"}`} />
      <PageTabs label="Journal sections" path="/journal" tabs={TABS} current={tab} />
      <div className="mt-5 space-y-4">
        {tab === "today" && (
          <TodayTab
            userId={user.id}
            today={today}
            entryId={searchValue(params.entry)}
            promptId={searchValue(params.prompt)}
          />
        )}
        {tab === "history" && <HistoryTab userId={user.id} page={Number(searchValue(params.page) ?? 1)} />}
        {tab === "insights" && (
          <MoodInsights
            insights={await getMoodInsights(db, { userId: user.id, today })}
            locale={await requestLocale()}
          />
        )}
        {tab === "prompts" && <WritingPrompts />}
      </div>
    </>
  );
}

async function TodayTab({
  userId,
  today,
  entryId,
  promptId,
}: {
  userId: string;
  today: string;
  entryId?: string;
  promptId?: string;
}) {
  const db = await getDb();
  // ?entry= is typed by anyone: only a row id can name one of the user's entries
  const editing = entryId && isUuid(entryId) ? await getJournalEntry(db, { userId, entryId }) : null;
  const existing = editing ?? (await listJournalEntries(db, { userId, limit: 1, date: today }))[0] ?? null;
  const date = existing?.date ?? today;
  const prompt = promptById(promptId);
  return (
    <Card aria-labelledby="journal-entry">
      <CardTitle>
        <span id="journal-entry">{editing ? "Edit entry" : "Today's Entry"}</span>
      </CardTitle>
      {entryId && !editing && (
        <Alert tone="warning" className="mb-4">
          That entry was not found; this is today&apos;s entry.
        </Alert>
      )}
      {!editing && existing && (
        <p className="mb-3 text-sm text-muted">You already wrote today: saving updates today&apos;s entry.</p>
      )}
      <JournalForm
        key={`${existing?.entry_id ?? "new"}-${promptId ?? ""}`}
        date={date}
        initial={valuesOf(existing)}
        entryId={editing?.entry_id}
        prompt={prompt}
      />
    </Card>
  );
}

async function HistoryTab({ userId, page: requested }: { userId: string; page: number }) {
  const db = await getDb();
  const total = await countJournalEntries(db, { userId });
  const pages = Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE));
  const page = Number.isInteger(requested) ? Math.min(Math.max(1, requested), pages) : 1;
  const entries = await listJournalEntries(db, {
    userId,
    limit: JOURNAL_PAGE_SIZE,
    offset: (page - 1) * JOURNAL_PAGE_SIZE,
  });
  return <JournalHistory entries={entries} page={page} pages={pages} />;
}
