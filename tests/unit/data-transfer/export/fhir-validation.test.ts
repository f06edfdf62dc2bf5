/**
 * The tests' FHIR validators catch what R4 forbids, each on its own: without this a bundle
 * test that "finds no errors" could pass with a validator that finds nothing.
 */
import { describe, expect, it } from "vitest";
import { fhirErrors, schemaErrors, structureErrors } from "../../../support/fhir";

const observation = () => ({
  resourceType: "Observation",
  status: "final",
  code: { coding: [{ system: "http://loinc.org", code: "8867-4", display: "Heart rate" }], text: "Heart rate" },
  subject: { reference: "urn:uuid:0f8fad5b-d9cb-469f-a165-70867728950e" },
  effectiveDateTime: "2026-01-15T07:30:00-05:00",
  valueQuantity: { value: 72, unit: "beats/minute", system: "http://unitsofmeasure.org", code: "/min" },
});

const bundleOf = (resource: object) => ({
  resourceType: "Bundle",
  type: "collection",
  timestamp: "2026-01-15T12:00:00.000Z",
  entry: [{ fullUrl: "urn:uuid:9b2a4a8e-6a53-4c1e-9d9f-1f2b0c3d4e5f", resource }],
});

describe("the FHIR R4 validators of the tests", () => {
  it("accept a valid Observation in a collection bundle", () => {
    expect(fhirErrors(bundleOf(observation()))).toEqual([]);
  });

  it("both refuse an Observation status outside R4's codes", () => {
    const bad = bundleOf({ ...observation(), status: "done" });
    expect(structureErrors(bad).join("\n")).toContain('Code "done" not found in value set');
    expect(schemaErrors(bad).join("\n")).toMatch(
      /Bundle\.entry\[0\]\.resource\/status: must be equal to one of the allowed values/,
    );
  });

  it("both refuse an element R4 does not define", () => {
    const bad = bundleOf({ ...observation(), valueQty: { value: 72 } });
    expect(structureErrors(bad).join("\n")).toContain("Observation.valueQty: Unexpected property");
    expect(schemaErrors(bad).join("\n")).toContain('"additionalProperty":"valueQty"');
  });

  it("refuse a missing required element, a malformed dateTime and a number sent as text", () => {
    const { code: _code, ...noCode } = observation();
    expect(structureErrors(bundleOf(noCode)).join("\n")).toContain("Observation.code: Missing property");
    expect(schemaErrors(bundleOf(noCode)).join("\n")).toContain('"missingProperty":"code"');

    const noDate = bundleOf({ ...observation(), effectiveDateTime: "yesterday" });
    expect(structureErrors(noDate).join("\n")).toContain("Invalid dateTime format");
    expect(schemaErrors(noDate).join("\n")).toContain("/effectiveDateTime: must match pattern");
    // the fhir package's dateTime pattern is unanchored (any text with a year in it passes): the schema's is not
    const dayFirst = bundleOf({ ...observation(), effectiveDateTime: "15/01/2026 07:30" });
    expect(schemaErrors(dayFirst).join("\n")).toContain("/effectiveDateTime: must match pattern");

    const textValue = bundleOf({ ...observation(), valueQuantity: { ...observation().valueQuantity, value: "72" } });
    expect(structureErrors(textValue).join("\n")).toContain("Number type expected");
    expect(schemaErrors(textValue).join("\n")).toContain("/valueQuantity/value: must be number");
  });

  it("refuse a bundle type and a resource type R4 does not have", () => {
    expect(fhirErrors({ ...bundleOf(observation()), type: "pile" }).length).toBeGreaterThan(0);
    expect(fhirErrors(bundleOf({ resourceType: "Vital", status: "final" })).length).toBeGreaterThan(0);
  });
});
