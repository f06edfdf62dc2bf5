/**
 * The migraines area: one Condition "Migraine" (SNOMED 37796009), active, with each migraine
 * episode as its evidence, and one Observation per episode: when and how long, its severity on
 * the 0–10 pain scale (LOINC 72514-3), and its triggers and symptoms as components. An episode
 * the user recorded as another headache is coded "Headache" (SNOMED 25064002) and is no
 * evidence of migraine: the export says only what the user recorded.
 */
import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { migraines } from "@/db/schema";
import { CONDITION_CATEGORY, CONDITION_CLINICAL, HEADACHE, HOURS, MIGRAINE, PAIN_SEVERITY } from "./codes";
import { derivedUuid, notes, quantity, urn, type Entry } from "./resources";
import { afterHours, effectiveOf, localDateTime } from "./time";

type Episode = typeof migraines.$inferSelect;
type Context = { userId: string; subject: string; timeZone: string };

/** When an episode happened: a period when its start time and duration are known, else its moment. */
function effective(e: Episode, timeZone: string) {
  if (e.time && e.duration_hours !== null)
    return {
      effectivePeriod: {
        start: localDateTime(e.date, e.time, timeZone),
        end: afterHours(e.date, e.time, e.duration_hours, timeZone),
      },
    };
  return { effectiveDateTime: effectiveOf(e.date, e.time, timeZone) };
}

const textComponent = (label: string, value: string) => ({ code: { text: label }, valueString: value });

function episodeEntry(e: Episode, ctx: Context): Entry {
  const components = [
    { code: { coding: [PAIN_SEVERITY], text: "Severity (0–10)" }, valueInteger: e.severity },
    ...(e.duration_hours !== null
      ? [{ code: { text: "Duration" }, valueQuantity: quantity(e.duration_hours, HOURS) }]
      : []),
    ...e.triggers.map((t) => textComponent("Trigger", t)),
    ...e.symptoms.map((s) => textComponent("Symptom", s)),
  ];
  return {
    fullUrl: urn(e.trigger_id),
    resource: {
      resourceType: "Observation",
      status: "final",
      code:
        e.kind === "headache"
          ? { coding: [HEADACHE], text: "Headache episode" }
          : { coding: [MIGRAINE], text: "Migraine episode" },
      subject: { reference: ctx.subject },
      ...effective(e, ctx.timeZone),
      ...(e.location ? { bodySite: { text: e.location } } : {}),
      component: components,
      ...notes(e.treatment ? `Treatment: ${e.treatment}` : null, e.notes),
    },
  };
}

/** The condition the episodes are evidence of: active, from the first episode on. */
function conditionEntry(episodes: Episode[], ctx: Context): Entry {
  const first = episodes[0]!;
  return {
    fullUrl: urn(derivedUuid(ctx.userId, "migraine-condition")),
    resource: {
      resourceType: "Condition",
      clinicalStatus: { coding: [{ system: CONDITION_CLINICAL, code: "active", display: "Active" }] },
      category: [{ coding: [{ system: CONDITION_CATEGORY, code: "problem-list-item", display: "Problem List Item" }] }],
      code: { coding: [MIGRAINE], text: "Migraine" },
      subject: { reference: ctx.subject },
      onsetDateTime: effectiveOf(first.date, first.time, ctx.timeZone),
      evidence: [{ detail: episodes.map((e) => ({ reference: urn(e.trigger_id) })) }],
    },
  };
}

/** No Condition when no migraine episode is logged: the export says only what the user recorded. */
export async function migraineEntries(db: Db, ctx: Context): Promise<Entry[]> {
  const episodes = await db
    .select()
    .from(migraines)
    .where(eq(migraines.user_id, ctx.userId))
    .orderBy(asc(migraines.date), asc(migraines.time), asc(migraines.created_at));
  const migraineEpisodes = episodes.filter((e) => e.kind !== "headache");
  const condition = migraineEpisodes.length > 0 ? [conditionEntry(migraineEpisodes, ctx)] : [];
  return [...condition, ...episodes.map((e) => episodeEntry(e, ctx))];
}
