/**
 * Real exports read by the importers and sent to the real POST /api/batch: what the importer
 * produced is stored (the server's schemas accept every item), and a second import of the
 * same file stores nothing more.
 */
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { journalEntries } from "@/db/schema";
import { registerUser } from "../../support/api";
import { importsAvailable, readImport } from "../../support/import-fixture";
import { sendRecords } from "../../support/import-send";

async function journalCount(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(journalEntries).where(eq(journalEntries.user_id, userId));
  return row!.n;
}

describe.skipIf(!importsAvailable)("a real export, imported twice", () => {
  it("Daylio (vee-upatising): 696 days stored once, every item accepted", async () => {
    const { token, user } = await registerUser({ time_zone: "Europe/Amsterdam" });
    const { records } = await readImport(["daylio/vee-upatising_daylio_export.csv"]);
    const first = await sendRecords(token, records);
    expect(first).toEqual({ created: 696, present: 0, refused: new Map() });
    expect(await journalCount(user.id)).toBe(696);

    const second = await sendRecords(token, records);
    expect(second).toEqual({ created: 0, present: 696, refused: new Map() });
    expect(await journalCount(user.id)).toBe(696);
  });
});
