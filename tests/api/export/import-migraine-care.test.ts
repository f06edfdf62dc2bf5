/**
 * The CSV export carries migraine care (episode kinds, acute medications, questionnaires,
 * weather, suspicions) and the import restores it into another account: new ids, links to
 * the restored episode and medication, the suspicion's first day kept; twice adds nothing.
 */
import { describe, expect, it } from "vitest";
import { asc, eq, getTableColumns } from "drizzle-orm";
import { GET as exportData } from "@/app/api/export/data/route";
import { PUT as setWeatherPlace } from "@/app/api/weather/location/route";
import { getDb } from "@/db/client";
import {
  medications,
  migraines,
  questionnaireResponses,
  suspectedTriggers,
  users,
  weatherDays,
  weatherLocations,
} from "@/db/schema";
import { call, registerUser } from "../../support/api";
import { addMigraineCare, episodeLinks, rebuiltExport, SUSPECTED_AT } from "./migraine-care-seed";
import { download, seededUser, uploadZip } from "./seed";

const CARE_KINDS = [
  "migraine_medications",
  "questionnaire_responses",
  "weather_locations",
  "weather_days",
  "suspected_triggers",
];

const upload = uploadZip;

/** What a user's migraine care reads as, without the ids an account gives anew. */
async function care(userId: string) {
  const db = await getDb();
  const episodes = await db
    .select({ date: migraines.date, kind: migraines.kind, severity: migraines.severity, id: migraines.trigger_id })
    .from(migraines)
    .where(eq(migraines.user_id, userId))
    .orderBy(asc(migraines.date));
  const meds = await db
    .select({ name: medications.name, acute_class: medications.acute_class, start: medications.preventive_start })
    .from(medications)
    .where(eq(medications.user_id, userId))
    .orderBy(asc(medications.name));
  const questionnaires = await db
    .select({
      questionnaire: questionnaireResponses.questionnaire,
      date: questionnaireResponses.date,
      answers: questionnaireResponses.answers,
      score: questionnaireResponses.score,
      grade: questionnaireResponses.grade,
    })
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.user_id, userId))
    .orderBy(asc(questionnaireResponses.questionnaire));
  const place = await db
    .select({ name: weatherLocations.place_name, lat: weatherLocations.latitude, lon: weatherLocations.longitude })
    .from(weatherLocations)
    .where(eq(weatherLocations.user_id, userId));
  const { user_id: _, ...day } = getTableColumns(weatherDays);
  const days = await db.select(day).from(weatherDays).where(eq(weatherDays.user_id, userId)).orderBy(weatherDays.date);
  const suspicions = await db
    .select({ key: suspectedTriggers.factor_key, label: suspectedTriggers.label, at: suspectedTriggers.created_at })
    .from(suspectedTriggers)
    .where(eq(suspectedTriggers.user_id, userId));
  return {
    episodes: episodes.map(({ id: _id, ...e }) => e),
    ids: episodes.map((e) => e.id),
    meds,
    links: await episodeLinks(userId),
    questionnaires,
    place,
    days,
    suspicions,
  };
}

async function sourceWithCare() {
  const source = await seededUser("pro");
  await addMigraineCare({ token: source.token, userId: source.user.id, today: source.today });
  const file = await download(exportData, { token: source.token, query: { format: "csv" } });
  return { ...source, zip: file.bytes };
}

describe("POST /api/import with migraine care", () => {
  it("restores kinds, acute medications, questionnaires, weather and suspicions; twice adds nothing", async () => {
    const source = await sourceWithCare();
    const before = await care(source.user.id);
    expect(before.links).toHaveLength(2);
    expect(before.episodes.map((e) => e.kind).sort()).toEqual(["headache", "migraine", "migraine", "migraine"]);

    const target = await registerUser();
    const first = await upload(target.token, source.zip);
    expect(first.status).toBe(201);
    expect(first.body.imported).toMatchObject({
      migraines: { imported: 4, skipped: 0 },
      medications: { imported: 4, skipped: 0 },
      migraine_medications: { imported: 2, skipped: 0 },
      questionnaire_responses: { imported: 2, skipped: 0 },
      weather_locations: { imported: 1, skipped: 0 },
      weather_days: { imported: 2, skipped: 0 },
      suspected_triggers: { imported: 1, skipped: 0 },
    });
    const after = await care(target.user.id);
    expect({ ...after, ids: [] }).toEqual({ ...before, ids: [] });
    expect(after.suspicions[0]!.at.toISOString()).toBe(SUSPECTED_AT);
    // restored records are new ones: no episode id is carried over from the file
    expect(after.ids.filter((id) => before.ids.includes(id))).toEqual([]);

    const again = await upload(target.token, source.zip);
    expect(again.status).toBe(201);
    for (const kind of CARE_KINDS)
      expect(again.body.imported[kind], kind).toMatchObject({
        imported: 0,
        skipped_reasons: [{ reason: "Already in this account." }],
      });
    expect(Object.values(again.body.imported).every((k) => k.imported === 0)).toBe(true);
    expect({ ...(await care(target.user.id)), ids: [] }).toEqual({ ...before, ids: [] });
    // into the account it came from: everything is already there
    const back = await upload(source.token, source.zip);
    expect(Object.values(back.body.imported).every((k) => k.imported === 0)).toBe(true);
  });

  it("reads an export made before migraine care: episodes are migraines, medications have no class", async () => {
    const source = await sourceWithCare();
    const old = await rebuiltExport(source.zip, (files) => {
      for (const kind of CARE_KINDS) files.delete(kind);
      for (const r of files.get("migraines")!) delete r.kind;
      for (const r of files.get("medications")!) {
        delete r.acute_class;
        delete r.preventive_start;
      }
    });
    const target = await registerUser();
    const res = await upload(target.token, old);
    expect(res.status).toBe(201);
    expect(res.body.imported.migraines).toMatchObject({ imported: 4 });
    for (const kind of CARE_KINDS) expect(res.body.imported[kind], kind).toMatchObject({ imported: 0, skipped: 0 });
    const restored = await care(target.user.id);
    expect(restored.episodes.every((e) => e.kind === "migraine")).toBe(true);
    expect(restored.meds.every((m) => m.acute_class === null && m.start === null)).toBe(true);
    expect(restored.links).toEqual([]);
  });

  it("refuses a questionnaire whose score is not its answers', and a link to an episode not in the file", async () => {
    const source = await sourceWithCare();
    const target = await registerUser();
    const scored = await rebuiltExport(source.zip, (files) => {
      const midas = files.get("questionnaire_responses")!.find((r) => r.questionnaire === "midas")!;
      midas.score = "30";
    });
    const res = await upload(target.token, scored);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(
      /^questionnaire_responses\.csv, row \d: score and grade are not those of the answers \(12, III\)\.$/,
    );
    const dangling = await rebuiltExport(source.zip, (files) => {
      const episodes = files.get("migraines")!;
      const linked = new Set(files.get("migraine_medications")!.map((l) => l.trigger_id));
      files.set(
        "migraines",
        episodes.filter((e) => !linked.has(e.trigger_id)),
      );
    });
    const second = await upload(target.token, dangling);
    expect(second.status).toBe(400);
    expect(second.body.detail).toContain("an episode's acute medication refers to an episode or a medication");
    expect((await care(target.user.id)).episodes).toEqual([]);
  });

  it("on the Free plan: no questionnaires or acute medications of new episodes; a weather place already set is kept", async () => {
    const source = await sourceWithCare();
    const target = await registerUser();
    const db = await getDb();
    await db.update(users).set({ subscription_status: "free" }).where(eq(users.id, target.user.id));
    const place = { place_name: "Oslo, Norway", latitude: 59.91, longitude: 10.75 };
    expect((await call(setWeatherPlace, { token: target.token, body: place })).status).toBe(200);
    const res = await upload(target.token, source.zip);
    expect(res.status).toBe(201);
    expect(res.body.imported.questionnaire_responses).toEqual({
      imported: 0,
      skipped: 2,
      skipped_reasons: [
        {
          reason: "Taking the MIDAS and HIT-6 questionnaires requires the Premium or Pro plan. Upgrade to continue.",
          count: 2,
        },
      ],
    });
    expect(res.body.imported.migraine_medications).toEqual({
      imported: 0,
      skipped: 2,
      skipped_reasons: [{ reason: "Its episode was not imported (see migraines).", count: 2 }],
    });
    expect(res.body.imported.weather_locations).toEqual({
      imported: 0,
      skipped: 1,
      skipped_reasons: [{ reason: "This account already has a weather place: it is kept.", count: 1 }],
    });
    expect(res.body.imported).toMatchObject({
      weather_days: { imported: 2 },
      suspected_triggers: { imported: 1 },
    });
    const restored = await care(target.user.id);
    expect(restored.place).toEqual([{ name: place.place_name, lat: place.latitude, lon: place.longitude }]);
    expect(restored.suspicions[0]!.at.toISOString()).toBe(SUSPECTED_AT);
  });
});
