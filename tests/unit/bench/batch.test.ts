/** The bench's batch write: 500 items its route accepts, each request the next writer's with that writer's medication. */
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { BATCH_WRITE, batchItems, batchScenario } from "@/bench/batch";
import { selected } from "@/bench/scenarios";
import { KINDS } from "@/lib/batch/kinds";
import { batchEnvelopeSchema } from "@/lib/batch/schema";

const MEDICATION = "0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4";

describe("bench batch write", () => {
  it("sends 500 items of all seven kinds, each a body its kind's route accepts", () => {
    const { items } = z.parse(batchEnvelopeSchema, { items: batchItems(MEDICATION, 3) });
    expect(items).toHaveLength(500);
    expect(new Set(items.map((item) => item.kind)).size).toBe(7);
    for (const item of items) expect(z.safeParse(KINDS[item.kind].schema, item.body).error).toBeUndefined();
    // dated before any seeded day, so the journal's and doses' upserts touch only rows of the run
    expect(items.every((item) => (item.body as { date: string }).date < "2011-01-01")).toBe(true);
  });

  it("is what --only batch measures, each request the next writer's with its own medication", () => {
    const scenario = batchScenario("http://app", ["w1", "w2"], ["m1", "m2"]);
    expect(scenario.name).toBe(BATCH_WRITE);
    expect(selected(scenario, "batch")).toBe(true);
    const setup = scenario.requests[0]!.setupRequest!;
    const sent = [0, 1, 2].map(
      () => setup({ method: "POST", path: "/api/batch" }, {}) as { headers: Record<string, string>; body: string },
    );
    expect(sent.map((r) => r.headers.authorization)).toEqual(["Bearer w1", "Bearer w2", "Bearer w1"]);
    const doses = sent.map(
      (r) => (JSON.parse(r.body) as { items: { kind: string; body: { medication_id?: string } }[] }).items[5]!,
    );
    expect(doses.map((d) => [d.kind, d.body.medication_id])).toEqual([
      ["medication_dose", "m1"],
      ["medication_dose", "m2"],
      ["medication_dose", "m1"],
    ]);
  });
});
