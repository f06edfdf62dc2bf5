/**
 * Daylio exports of every version found, read through the real streaming reader. The expected
 * figures were counted on the raw files (rows, distinct dates, mood labels, a day's rows).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_MOOD_SCORES, moodScore } from "@/lib/data-transfer/other-apps/sources/daylio";
import type { ImportRecord } from "@/lib/data-transfer/other-apps/types";
import { journalEntrySchema } from "@/lib/journal/schema";
import { importsAvailable, memoryFile, readImport } from "../../../support/import-fixture";

const file = (name: string) => `daylio/${name}`;

function day(records: ImportRecord[], date: string) {
  const found = records.filter((r) => r.date === date);
  expect(found).toHaveLength(1);
  expect(found[0]!.kind).toBe("journal");
  expect(found[0]!.items).toHaveLength(1);
  expect(found[0]!.items[0]!.kind).toBe("journal_entry");
  return found[0]!.items[0]!.body;
}

function skipped(result: Awaited<ReturnType<typeof readImport>>, reason: string): number | undefined {
  return result.preview.kinds.find((k) => k.kind === "journal")?.skipped.find((s) => s.reason === reason)?.count;
}

const unscored = (label: string) => `Mood "${label}" has no score yet: choose one in the preview`;

describe.runIf(importsAvailable)("Daylio exports", () => {
  it.each([
    "staticf0x_test_data.csv",
    "kayraucklnc_daylio_export.csv",
    "vee-upatising_daylio_export.csv",
    "noamelf_daylio_export.csv",
    "DeutscheGabanna_daylio_export_ok_scales.csv",
    "DavidCDCB_daylio_export_es_noheader.csv",
  ])("makes entries the journal's schema accepts, one per date (%s)", async (name) => {
    const { records } = await readImport([file(name)]);
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((r) => r.date)).size).toBe(records.length);
    for (const record of records) {
      const parsed = journalEntrySchema.safeParse(record.items[0]!.body);
      expect(parsed.error?.issues).toBeUndefined();
    }
  });

  it("reads the current 8-column export with lowercase 12-hour times (staticf0x)", async () => {
    const result = await readImport([file("staticf0x_test_data.csv")]);
    expect(result.outcomes).toEqual([
      { name: "staticf0x_test_data.csv", source: "daylio", fileKind: "Daylio mood entries" },
    ]);
    // 32 entries on 5 dates
    expect(result.records).toHaveLength(5);
    expect(result.preview.facts.mood).toEqual(["rad", "good", "meh", "bad", "awful"]);
    // 2020-05-27: 5 rad, 3 good, 2 meh = 84 / 10 → 8; activities in time order from 6:52 am
    expect(day(result.records, "2020-05-27")).toEqual({
      date: "2020-05-27",
      title: "Daylio — 2020-05-27",
      content: "12:20 — Just good",
      mood: 8,
      tags: ["work", "good meal", "cleaning", "gaming", "nap"],
    });
    // 2020-05-30: four rad entries, notes at 1:08 pm and 6:50 pm
    expect(day(result.records, "2020-05-30")).toMatchObject({
      mood: 10,
      content: "13:08 — Life is beautiful\n\n18:50 — Awesome",
      tags: ["shopping", "walk", "friends", "gaming", "programming", "nap"],
    });
    // 2020-05-25 mixes "4:57 pm" with a 24-hour "14:58": bad, awful, awful, bad, meh, meh = 20 / 6 → 3
    expect(day(result.records, "2020-05-25")).toMatchObject({ mood: 3, content: "14:58 — Could be better" });
  });

  it("reads the 7-column export with 12-hour times and custom moods (kayraucklnc)", async () => {
    const result = await readImport([file("kayraucklnc_daylio_export.csv")]);
    expect(result.outcomes[0]).toMatchObject({ source: "daylio" });
    // 419 entries on 395 dates, 2019-11-22 .. 2020-12-20
    expect(result.records).toHaveLength(395);
    expect(result.preview.kinds[0]).toMatchObject({ kind: "journal", first: "2019-11-22", last: "2020-12-20" });
    expect(result.preview.facts.mood).toEqual(["meh", "good", "bad", "rad", "Sick", "Cry"]);
    expect(skipped(result, unscored("Sick"))).toBe(2);
    expect(skipped(result, unscored("Cry"))).toBe(2);
    // 2019-12-15: rad 9:00 PM, rad 6:32 PM with a note, good 10:26 AM → 28 / 3 → 9
    expect(day(result.records, "2019-12-15")).toEqual({
      date: "2019-12-15",
      title: "Daylio — 2019-12-15",
      content: "18:32 — reaylaydik",
      mood: 9,
      tags: ["relax", "friends", "shopping", "good meal"],
    });
    // a day logged only as "Cry" has no mood until the user scores it
    expect(day(result.records, "2020-03-19")).toMatchObject({ mood: null });
    // 391 of the 395 days have at least one standard mood
    expect(result.records.filter((r) => r.items[0]!.body.mood !== null)).toHaveLength(391);
  });

  it("gives the custom moods the scores the user chose", async () => {
    const result = await readImport([file("kayraucklnc_daylio_export.csv")], { moodMap: { Sick: 2, Cry: 1 } });
    expect(day(result.records, "2020-03-19")).toMatchObject({ mood: 1 });
    expect(day(result.records, "2020-10-07")).toMatchObject({ mood: 2 });
    expect(skipped(result, unscored("Sick"))).toBeUndefined();
    expect(result.records.every((r) => r.items[0]!.body.mood !== null)).toBe(true);
  });

  it("reads the 7-column export with quoted notes (vee-upatising)", async () => {
    const result = await readImport([file("vee-upatising_daylio_export.csv")]);
    // 705 entries on 696 dates, 2018-03-06 .. 2020-02-03
    expect(result.records).toHaveLength(696);
    expect(result.preview.kinds[0]).toMatchObject({ first: "2018-03-06", last: "2020-02-03" });
    expect(result.preview.facts.mood).toEqual([
      "meh",
      "rad",
      "bad",
      "awful",
      "good",
      "Depressed",
      "Boring",
      "Anxious",
      "Optimistic",
    ]);
    expect(skipped(result, unscored("Depressed"))).toBe(21);
    // three "bad" entries on 2018-03-07, notes in time order
    expect(day(result.records, "2018-03-07")).toEqual({
      date: "2018-03-07",
      title: "Daylio — 2018-03-07",
      content:
        "14:37 — Friends blowing me off\n\n20:12 — Slept all day\n\n" +
        "23:55 — Everyone blew me off except for Sophie who I had dinner with",
      mood: 3,
      tags: ["relax"],
    });
    expect(day(result.records, "2020-02-02")).toMatchObject({ mood: 10, content: "21:01 — Hella clips" });
  });

  it("reads the oldest export: a year and the date in words, 24-hour times (noamelf)", async () => {
    const result = await readImport([file("noamelf_daylio_export.csv")]);
    // 77 entries on 76 dates, 2018-04-05 .. 2018-06-22
    expect(result.records).toHaveLength(76);
    expect(result.preview.kinds[0]).toMatchObject({ first: "2018-04-05", last: "2018-06-22" });
    expect(result.records[0]!.date).toBe("2018-06-22");
    expect(result.preview.facts.mood).toEqual(["bad", "meh", "good", "rad", "awful"]);
    // 2018-04-05: good at 16:19, meh at 20:09 → 6.5, rounded half up to 7
    expect(day(result.records, "2018-04-05")).toMatchObject({ mood: 7, tags: ["work", "relax"], content: "" });
    // "Sasha time |  Sick": the doubled space is trimmed
    expect(day(result.records, "2018-04-06")).toMatchObject({ mood: 1, tags: ["Sasha time", "Sick"] });
    expect(day(result.records, "2018-06-10")).toMatchObject({
      mood: 8,
      tags: ["work", "Sasha time", "Bike"],
      content: "20:28 — הפסקתי עם התרופות 😁",
    });
  });

  it("reads the newest 9-column export with scales (DeutscheGabanna)", async () => {
    const result = await readImport([file("DeutscheGabanna_daylio_export_ok_scales.csv")]);
    // 7 entries on 4 dates in 2026, every mood custom
    expect(result.records).toHaveLength(4);
    expect(result.preview.facts.mood).toEqual(["helpless", "laughing", "rested", "vaguely ok", "tired", "vaguely bad"]);
    expect(skipped(result, unscored("helpless"))).toBe(2);
    expect(skipped(result, `Daylio's "Sleep Time" scale is not imported`)).toBe(3);
    expect(skipped(result, `Daylio's "Awake mid-sleep" scale is not imported`)).toBe(1);
    // Sleep Quality 8/10 becomes the sleep rating; notes in time order
    expect(day(result.records, "2026-04-12")).toEqual({
      date: "2026-04-12",
      title: "Daylio — 2026-04-12",
      content: "12:00 — Testing the note.\n\n14:03 — Bruuuuh.",
      mood: null,
      sleep: 8,
      tags: ["spending time"],
    });
    // the note's HTML: <br> is a line break, other tags go
    expect(day(result.records, "2026-03-30")).toMatchObject({ content: "20:18 — Who knows.\n\nAm I [[virtual]]?" });
    expect(day(result.records, "2026-04-02")).toMatchObject({
      sleep: 6,
      content: "10:00 — Never mindd.",
      tags: ["allegro", "at the office"],
    });
    const scored = await readImport([file("DeutscheGabanna_daylio_export_ok_scales.csv")], {
      moodMap: { helpless: 2, laughing: 9, rested: 7 },
    });
    // (2 + 9 + 7) / 3
    expect(day(scored.records, "2026-04-12")).toMatchObject({ mood: 6 });
  });

  it("knows the Spanish export whose header row is missing (DavidCDCB)", async () => {
    const result = await readImport([file("DavidCDCB_daylio_export_es_noheader.csv")]);
    expect(result.outcomes[0]).toMatchObject({ source: "daylio", fileKind: "Daylio mood entries" });
    // 285 entries (the first row is one) on 194 dates, 2020-12-31 .. 2021-10-16
    expect(result.records).toHaveLength(194);
    expect(result.preview.kinds[0]).toMatchObject({ first: "2020-12-31", last: "2021-10-16" });
    expect(result.preview.facts.mood).toEqual([
      "mal",
      "Sin animo",
      "Pos bien",
      "como siempre",
      "ansioso",
      "Motivado",
      "una mierda",
    ]);
    expect(skipped(result, unscored("Sin animo"))).toBe(73);
    expect(skipped(result, unscored("como siempre"))).toBe(124);
    expect(skipped(result, unscored("mal"))).toBeUndefined();
    // the first row is read as an entry: 2021-10-16, mal (Spanish "bad")
    expect(day(result.records, "2021-10-16")).toMatchObject({ mood: 3, tags: [], content: "" });
    // 2021-01-11: mal, Pos bien, como siempre ×2: only "mal" has a score yet
    expect(day(result.records, "2021-01-11")).toMatchObject({ mood: 3 });
    expect(day(result.records, "2021-01-28")).toMatchObject({ mood: null });
    expect(day(result.records, "2021-01-05")).toMatchObject({ tags: ["Leyendo", "juegos", "deporte"] });
    // 27 of the 194 days have a "mal" entry
    expect(result.records.filter((r) => r.items[0]!.body.mood !== null)).toHaveLength(27);

    const scored = await readImport([file("DavidCDCB_daylio_export_es_noheader.csv")], {
      moodMap: { "Sin animo": 3, "Pos bien": 8, "como siempre": 5, ansioso: 4, Motivado: 9, "una mierda": 1 },
    });
    // 3 + 8 + 5 + 5 = 21 / 4 → 5; 4 + 3 + 8 + 5 = 20 / 4 = 5
    expect(day(scored.records, "2021-01-11")).toMatchObject({ mood: 5 });
    expect(day(scored.records, "2021-01-28")).toMatchObject({ mood: 5 });
    expect(scored.preview.kinds[0]!.skipped).toEqual([]);
  });
});

describe("Daylio rows", () => {
  const header = "full_date,date,weekday,time,mood,activities,note_title,note\n";

  it("cuts long activity names and more than 20 tags a day, and says so", async () => {
    const many = Array.from({ length: 23 }, (_, i) => `act${i + 1}`).join(" | ");
    const long = "x".repeat(45);
    const text = `${header}2024-02-03,February 3,Saturday,9:00 PM,good,"${many} | ${long}","",""\n`;
    const result = await readImport([memoryFile("daylio_export.csv", text)]);
    const body = day(result.records, "2024-02-03");
    expect(body.tags).toHaveLength(20);
    expect((body.tags as string[])[19]).toBe("act20");
    expect(skipped(result, "Days with more than 20 activities keep the first 20 as tags")).toBe(1);
    expect(skipped(result, "Activity names longer than 40 characters are shortened")).toBe(1);
  });

  it("reads Spanish 12-hour times, Spanish and day-first month names in old exports", async () => {
    const text =
      "year,date,weekday,time,mood,activities,note\n" +
      '2019,16 de octubre,miércoles,9:05 p. m.,bien,"","nota"\n' +
      '2019,30 May,Thursday,6:50 am,rad,"",""\n' +
      '2019,7 września,sobota,07:15,gut,"",""\n';
    const result = await readImport([memoryFile("daylio_export.csv", text)]);
    expect(result.records.map((r) => r.date)).toEqual(["2019-10-16", "2019-05-30", "2019-09-07"]);
    expect(day(result.records, "2019-10-16")).toMatchObject({ mood: 8, content: "21:05 — nota" });
  });

  it("refuses entries dated after today and rows without a date, counted", async () => {
    const text =
      header +
      '2026-12-01,December 1,Tuesday,10:00,good,"",""\n' +
      '2026-12-02,December 2,Wednesday,10:00,good,"",""\n' +
      'soon,,,,good,"",""\n' +
      '2026-11-27,November 27,Friday,10:00,meh,"",""\n';
    const result = await readImport([memoryFile("daylio_export.csv", text)]);
    expect(result.records.map((r) => r.date)).toEqual(["2026-11-27"]);
    expect(skipped(result, "Dated in the future")).toBe(2);
    expect(skipped(result, "Entries without a readable date")).toBe(1);
  });

  it("scores moods from the user's map first, then the standard names", () => {
    expect(DEFAULT_MOOD_SCORES).toMatchObject({ rad: 10, good: 8, meh: 5, bad: 3, awful: 1 });
    expect(moodScore("Rad")).toBe(10);
    expect(moodScore("mal")).toBe(3);
    expect(moodScore("Sin animo")).toBeNull();
    expect(moodScore("Sin animo", { "Sin animo": 4 })).toBe(4);
    expect(moodScore("good", { good: 6 })).toBe(6);
    // a score off the scale is no choice
    expect(moodScore("Sin animo", { "Sin animo": 11 })).toBeNull();
  });
});
