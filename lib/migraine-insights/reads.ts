/**
 * The rows the migraine insights rest on, each read scoped by the user: episodes with the
 * classes of the acute medications taken for them, the newest MIDAS and HIT-6 answers, and the
 * medications marked as preventive.
 */
import "server-only";
import { and, asc, desc, eq, gte, isNotNull, lte, min, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { preparedFor } from "@/db/prepared";
import { medications, migraineMedications, migraines, questionnaireResponses } from "@/db/schema";
import { ACUTE_CLASS_IDS, type AcuteClass } from "@/lib/migraine/acute-classes";
import type { EpisodeInput } from "@/lib/migraine/monthly-counts";

const CLASSES = new Set<string>(ACUTE_CLASS_IDS);

/**
 * A medication recorded for an episode without a known class still was taken for the headache:
 * it counts as "other", the class ICHD-3 8.2.8 gives medication it does not name.
 */
function classOf(value: string | null): AcuteClass {
  return value !== null && CLASSES.has(value) ? (value as AcuteClass) : "other";
}

/** Each episode of the window (placeholders `userId`, `since`, `until`) with its medications' classes; prepared once. */
const episodeQuery = preparedFor((db) =>
  db
    .select({
      trigger_id: migraines.trigger_id,
      date: migraines.date,
      kind: migraines.kind,
      // the medication's own id: a link to a row not of this user's joins nothing and counts nothing
      medication_id: medications.medication_id,
      acute_class: medications.acute_class,
    })
    .from(migraines)
    .leftJoin(
      migraineMedications,
      and(eq(migraineMedications.trigger_id, migraines.trigger_id), eq(migraineMedications.user_id, migraines.user_id)),
    )
    .leftJoin(
      medications,
      and(eq(medications.medication_id, migraineMedications.medication_id), eq(medications.user_id, migraines.user_id)),
    )
    .where(
      and(
        eq(migraines.user_id, sql.placeholder("userId")),
        gte(migraines.date, sql.placeholder("since")),
        lte(migraines.date, sql.placeholder("until")),
      ),
    )
    .prepare("vitalog_migraine_insight_episodes"),
);

/** The episodes from `since` to `until` (local dates), each with the classes of its acute medications. */
export async function loadEpisodes(
  db: Db,
  { userId, since, until }: { userId: string; since: string; until: string },
): Promise<EpisodeInput[]> {
  const rows = await episodeQuery(db).execute({ userId, since, until });
  const episodes = new Map<string, { date: string; migraine: boolean; acute: { class: AcuteClass }[] }>();
  for (const row of rows) {
    const episode = episodes.get(row.trigger_id) ?? { date: row.date, migraine: row.kind === "migraine", acute: [] };
    if (row.medication_id !== null) episode.acute.push({ class: classOf(row.acute_class) });
    episodes.set(row.trigger_id, episode);
  }
  return [...episodes.values()];
}

/** Days with acute medication in a window (placeholders as above), one row per day and class; prepared once. */
const acuteDaysQuery = preparedFor((db) =>
  db
    .selectDistinct({ date: migraines.date, acute_class: medications.acute_class })
    .from(migraineMedications)
    .innerJoin(
      migraines,
      and(eq(migraines.trigger_id, migraineMedications.trigger_id), eq(migraines.user_id, migraineMedications.user_id)),
    )
    .innerJoin(
      medications,
      and(
        eq(medications.medication_id, migraineMedications.medication_id),
        eq(medications.user_id, migraineMedications.user_id),
      ),
    )
    .where(
      and(
        eq(migraineMedications.user_id, sql.placeholder("userId")),
        gte(migraines.date, sql.placeholder("since")),
        lte(migraines.date, sql.placeholder("until")),
      ),
    )
    .prepare("vitalog_migraine_acute_days"),
);

/**
 * Only the acute medication of a window, as one episode per day and class: what the overuse
 * rule reads, in one small statement (the dashboard's).
 */
export async function loadAcuteDays(
  db: Db,
  { userId, since, until }: { userId: string; since: string; until: string },
): Promise<EpisodeInput[]> {
  const rows = await acuteDaysQuery(db).execute({ userId, since, until });
  return rows.map((r) => ({ date: r.date, acute: [{ class: classOf(r.acute_class) }] }));
}

export type QuestionnaireRow = { questionnaire: string; date: string; score: number };

/** The newest response of each questionnaire (MIDAS, HIT-6). */
export function loadLatestQuestionnaires(db: Db, { userId }: { userId: string }): Promise<QuestionnaireRow[]> {
  return db
    .selectDistinctOn([questionnaireResponses.questionnaire], {
      questionnaire: questionnaireResponses.questionnaire,
      date: questionnaireResponses.date,
      score: questionnaireResponses.score,
    })
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.user_id, userId))
    .orderBy(
      asc(questionnaireResponses.questionnaire),
      desc(questionnaireResponses.date),
      desc(questionnaireResponses.created_at),
    );
}

export type PreventiveRow = {
  medication_id: string;
  name: string;
  dosage: string;
  status: string;
  preventive_start: string;
};

/** The medications marked as preventive, oldest start first. */
export async function loadPreventives(db: Db, { userId }: { userId: string }): Promise<PreventiveRow[]> {
  const rows = await db
    .select({
      medication_id: medications.medication_id,
      name: medications.name,
      dosage: medications.dosage,
      status: medications.status,
      preventive_start: medications.preventive_start,
    })
    .from(medications)
    .where(and(eq(medications.user_id, userId), isNotNull(medications.preventive_start)))
    .orderBy(asc(medications.preventive_start), asc(medications.name));
  return rows.map((r) => ({ ...r, preventive_start: r.preventive_start! }));
}

/** The first day of the user's migraine diary: their first episode's date; null without one. */
export async function loadFirstEpisodeDate(db: Db, { userId }: { userId: string }): Promise<string | null> {
  const [row] = await db
    .select({ first: min(migraines.date) })
    .from(migraines)
    .where(eq(migraines.user_id, userId));
  return row?.first ?? null;
}
