/** The user's data out (a zip of CSVs, a PDF, the medical report, a FHIR bundle) and back in. */
import { exportQuerySchema, IMPORT_TOO_LARGE, IMPORT_UPLOAD_MAX_BYTES } from "@/lib/data-transfer/export/schema";
import { importAnswerSchema, importBodySchema } from "@/lib/data-transfer/export/responses";
import { endpoint } from "../endpoint";

const tag = "Data transfer";
const none = { imported: 0, skipped: 0, skipped_reasons: [] };

/**
 * The plan feature each format needs: the PDF export is every plan's; the FHIR bundle is,
 * like the medical report, what a user hands a clinician, so it is the medical report's.
 */
const FEATURE = { csv: "csv_export", pdf: null, medical: "medical_report", fhir: "medical_report" } as const;

export const dataTransferEndpoints = {
  exportData: endpoint({
    method: "get",
    path: "/api/export/data",
    summary: "Export the user's data",
    description:
      "`csv`: a zip of one CSV per kind of record with a manifest (Premium and Pro); `pdf`: every record as a PDF; " +
      "`medical`: the medical report of the last `days` days (Pro); `fhir`: a FHIR R4 Bundle (type `collection`) " +
      "of the Patient (name, year of birth, gender), the vitals as Observations with LOINC codes and UCUM units, " +
      "the medications as MedicationStatements and migraine as a Condition with an Observation per episode " +
      "(an episode recorded as another headache is a Headache Observation, no evidence of the Condition) " +
      "(Pro, as the medical report). `days` applies to `medical` only.",
    tag,
    query: exportQuerySchema,
    requires: ({ query }) => FEATURE[query.format],
    responses: {
      200: {
        description:
          "The file, streamed as an attachment: a zip for `csv`, FHIR JSON for `fhir` (`vitalog-fhir-<date>.json`), a PDF otherwise.",
        contentType: ["application/zip", "application/pdf", "application/fhir+json"],
      },
    },
    throws: [402],
  }),
  importData: endpoint({
    method: "post",
    path: "/api/import",
    summary: "Import a CSV export",
    description:
      "The zip of GET /api/export/data?format=csv, as the multipart field `file` or as the whole body " +
      "(`Content-Type: application/zip`), 20 MB at most. Records already in the account and those beyond " +
      "the plan's limits are left out and counted with the reason. Restored records get new ids; an episode's " +
      "acute medications are linked to the restored episode and medication, and a suspected trigger keeps the " +
      "day it was first suspected. A weather place is set only on an account that has none.",
    tag,
    describedBody: { schema: importBodySchema, contentType: "multipart/form-data" },
    maxBodyBytes: IMPORT_UPLOAD_MAX_BYTES,
    tooLarge: IMPORT_TOO_LARGE,
    responses: {
      201: {
        description: "What was imported, per kind of record.",
        schema: importAnswerSchema,
        example: {
          imported: {
            food_entries: {
              imported: 42,
              skipped: 3,
              skipped_reasons: [{ reason: "Already in this account.", count: 3 }],
            },
            exercises: { imported: 12, skipped: 0, skipped_reasons: [] },
            health_metrics: none,
            migraines: none,
            journal_entries: none,
            medications: none,
            medication_doses: none,
            daily_stats: none,
            water_entries: none,
            custom_foods: none,
            recipes: none,
            saved_meals: none,
            workout_plans: none,
            migraine_medications: none,
            questionnaire_responses: none,
            weather_locations: {
              imported: 0,
              skipped: 1,
              skipped_reasons: [{ reason: "This account already has a weather place: it is kept.", count: 1 }],
            },
            weather_days: none,
            suspected_triggers: none,
            account_activity: none,
          },
        },
      },
    },
    throws: [400, 413],
  }),
};
