/**
 * Apple Health exports read by the importer and sent to the real POST /api/batch: every item
 * is accepted by its route's schema, and a second import of the same file stores nothing more.
 */
import { describe, expect, it } from "vitest";
import { registerUser } from "../../support/api";
import { importsAvailable, readImport } from "../../support/import-fixture";
import { sendRecords } from "../../support/import-send";

describe.skipIf(!importsAvailable)("an Apple Health export, imported twice", () => {
  it("grll_mcp_export.xml: every kind stored once", async () => {
    const { token } = await registerUser({ time_zone: "Europe/Amsterdam" });
    const { records } = await readImport(["apple-health/grll_mcp_export.xml"]);
    // glucose 2, weight 2, heart rate 4, blood pressure 1 (2 items), workouts 2, oxygen 1, steps 1, sleep 1
    const items = 15;
    expect(await sendRecords(token, records)).toEqual({ created: items, present: 0, refused: new Map() });
    expect(await sendRecords(token, records)).toEqual({ created: 0, present: items, refused: new Map() });
  });

  it("hardeepmann_export_cda.xml: heart rates within the same minute and of the same value are one", async () => {
    const { token } = await registerUser({ time_zone: "Europe/Amsterdam" });
    const { records } = await readImport(["apple-health/hardeepmann_export_cda.xml"]);
    // 175 heart rates, of which 78 differ by minute (Amsterdam) or value; 6 weights
    expect(await sendRecords(token, records)).toEqual({ created: 84, present: 97, refused: new Map() });
    expect(await sendRecords(token, records)).toEqual({ created: 0, present: 181, refused: new Map() });
  });
});
