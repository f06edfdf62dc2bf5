/**
 * The data routes' operations (lib/openapi/paths): each is a method its route file exports,
 * its schemas convert to JSON Schema, and its examples fit its schemas.
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import type { Endpoint } from "@/lib/openapi/endpoint";
import type { Operation } from "@/lib/openapi/operation";
import { calendarEndpoints } from "@/lib/openapi/paths/calendar";
import { customFoodsEndpoints } from "@/lib/openapi/paths/custom-foods";
import { exerciseEndpoints } from "@/lib/openapi/paths/exercise";
import { foodEndpoints } from "@/lib/openapi/paths/food";
import { healthEndpoints } from "@/lib/openapi/paths/health";
import { insightsEndpoints } from "@/lib/openapi/paths/insights";
import { journalEndpoints } from "@/lib/openapi/paths/journal";
import { mealsEndpoints } from "@/lib/openapi/paths/meals";
import { medicationsEndpoints } from "@/lib/openapi/paths/medications";
import { questionnairesEndpoints } from "@/lib/openapi/paths/questionnaires";
import { recipesEndpoints } from "@/lib/openapi/paths/recipes";
import { suspectedTriggersEndpoints } from "@/lib/openapi/paths/suspected-triggers";
import { waterEndpoints } from "@/lib/openapi/paths/water";

/** The document's view of a domain's declarations. */
const ops = (endpoints: Record<string, Endpoint>): Operation[] => Object.values(endpoints).map((e) => e.operation!);

/** Each domain's file by the tag its operations carry. */
const byTag: Record<string, Operation[]> = {
  Food: ops(foodEndpoints),
  "Custom foods": ops(customFoodsEndpoints),
  Meals: ops(mealsEndpoints),
  Recipes: ops(recipesEndpoints),
  Exercise: ops(exerciseEndpoints),
  Health: [...ops(healthEndpoints), ...ops(questionnairesEndpoints), ...ops(suspectedTriggersEndpoints)],
  Medications: ops(medicationsEndpoints),
  Journal: ops(journalEndpoints),
  Water: ops(waterEndpoints),
  Calendar: ops(calendarEndpoints),
  Insights: ops(insightsEndpoints),
};
const all = Object.values(byTag).flat();
const name = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

const toJson = (schema: $ZodType, io: "input" | "output", unrepresentable: "any" | "throw" = "any") =>
  z.toJSONSchema(schema, { io, unrepresentable, target: "draft-2020-12" });

const routeFiles = import.meta.glob<Record<string, unknown>>("/app/api/**/route.ts");
const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
/** "/api/foods/{food_id}" is served by app/api/foods/[food_id]/route.ts. */
const routeFileOf = (path: string) => `/app${path.replace(/\{(\w+)\}/g, "[$1]")}/route.ts`;

describe("the data routes' operations", () => {
  it("each has a summary, its domain's tag, signed-in access and an answer", () => {
    for (const [tag, ops] of Object.entries(byTag)) {
      expect(ops.length, tag).toBeGreaterThan(0);
      for (const op of ops) {
        expect(op.summary.trim(), name(op)).not.toBe("");
        expect(op.tag, name(op)).toBe(tag);
        expect(op.access, name(op)).toBe("user");
        expect(Object.keys(op.responses).length, name(op)).toBeGreaterThan(0);
        expect(op.errors, name(op)).toContain(401);
      }
    }
  });

  it("documents exactly the methods each route file exports, once each", async () => {
    const names = all.map(name);
    expect(new Set(names).size).toBe(names.length);
    for (const path of new Set(all.map((op) => op.path))) {
      const load = routeFiles[routeFileOf(path)];
      expect(load, `${path} has no route file`).toBeDefined();
      const exported = Object.keys(await load!()).filter((k) => HTTP_METHODS.includes(k));
      const documented = all.filter((op) => op.path === path).map((op) => op.method.toUpperCase());
      expect(documented.sort(), path).toEqual(exported.sort());
    }
  });

  it("converts each request schema as input and each response schema as output", () => {
    for (const op of all) {
      const { body, query, params = {} } = op.request ?? {};
      for (const schema of [body, query, ...Object.values(params)]) {
        if (schema) expect(() => toJson(schema, "input"), name(op)).not.toThrow();
      }
      // an answer's schema has no transform: the document says exactly what is sent
      for (const [status, spec] of Object.entries(op.responses)) {
        if (spec.schema) expect(() => toJson(spec.schema!, "output", "throw"), `${name(op)} ${status}`).not.toThrow();
      }
    }
  });

  it("gives a request example to each JSON write, which its schema accepts", () => {
    for (const op of all.filter((o) => o.request?.body && !o.request.bodyContentType)) {
      expect(op.request!.example, name(op)).toBeDefined();
      const parsed = z.safeParse(op.request!.body!, op.request!.example);
      expect(parsed.error?.issues ?? [], name(op)).toEqual([]);
    }
  });

  it("gives the main answer an example that fits its schema as the contract tests read it", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const op of all) {
      const [status, main] = Object.entries(op.responses)[0]!;
      if (!main.schema) continue;
      expect(main.example, `${name(op)} ${status}`).toBeDefined();
      const validate = ajv.compile(toJson(main.schema, "output"));
      expect(validate(main.example) ? [] : validate.errors, `${name(op)} ${status}`).toEqual([]);
    }
  });
});
