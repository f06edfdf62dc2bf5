/** The operations of medications and their doses. */
import { MEDICATION_NOT_FOUND } from "@/lib/medications/service";
import { confirmationSchema } from "@/lib/answers/fields";
import { doseLogSchema, doseViewSchema, medicationListSchema, medicationViewSchema } from "@/lib/medications/responses";
import { doseRangeSchema, doseSchema, medicationSchema } from "@/lib/medications/schema";
import { endpoint } from "../endpoint";

const tag = "Medications";
const medicationPath = "/api/medications/{medication_id}";

const medicationInput = {
  name: "Metformin",
  dosage: "500 mg",
  frequency: "twice_daily",
  time: "08:00",
  notes: "With food",
  prescribed_by: "Dr. Patel",
  status: "active",
  acute_class: null,
  preventive_start: null,
};
const metformin = {
  medication_id: "b8e2c6a4-9d3f-4e1b-a7c5-5d2f0b8e3a96",
  ...medicationInput,
  created_at: "2026-02-01T10:15:22.908Z",
};
const dose = {
  dose_id: "e4c7a1f9-3b6d-4d2a-9e8c-1f5b7d3a0c62",
  medication_id: metformin.medication_id,
  date: "2026-03-14",
  time: "08:00",
  status: "taken",
  taken_at: "2026-03-14T07:12:45.000Z",
};

export const medicationsEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/medications",
    summary: "List my medications",
    description: "By name.",
    tag,
    sharedArea: "medications",
    responses: { 200: { description: "The medications.", schema: medicationListSchema, example: [metformin] } },
  }),
  create: endpoint({
    method: "post",
    path: "/api/medications",
    summary: "Add a medication",
    description:
      "Premium (402 on the Free plan). A blank `time` takes the frequency's default times. `acute_class` marks a " +
      "medication taken for headaches (its class counts acute medication days); `preventive_start` marks a " +
      "preventive treatment and the day it started (not after today).",
    tag,
    body: medicationSchema,
    bodyExample: medicationInput,
    requires: "medication_create",
    responses: { 201: { description: "The medication added.", schema: medicationViewSchema, example: metformin } },
  }),
  update: endpoint({
    method: "put",
    path: medicationPath,
    summary: "Edit a medication",
    description: 'The whole medication; allowed on every plan (stopping one is `status: "inactive"`).',
    tag,
    params: { medication_id: "uuid" },
    notFound: MEDICATION_NOT_FOUND,
    body: medicationSchema,
    bodyExample: { ...medicationInput, dosage: "850 mg" },
    responses: {
      200: {
        description: "The medication as edited.",
        schema: medicationViewSchema,
        example: { ...metformin, dosage: "850 mg" },
      },
    },
  }),
  remove: endpoint({
    method: "delete",
    path: medicationPath,
    summary: "Delete a medication",
    description: "With its doses.",
    tag,
    params: { medication_id: "uuid" },
    notFound: MEDICATION_NOT_FOUND,
    responses: {
      200: {
        description: "Deleted.",
        schema: confirmationSchema,
        example: { detail: "Medication deleted successfully!" },
      },
    },
  }),
  recordDose: endpoint({
    method: "post",
    path: `${medicationPath}/doses`,
    summary: "Record a dose taken or skipped",
    description:
      "A scheduled medication only at its dose times (else 400); an as-needed one at any time. Recording a " +
      "slot again replaces the answer. `taken_at` defaults to now.",
    tag,
    params: { medication_id: "uuid" },
    notFound: MEDICATION_NOT_FOUND,
    body: doseSchema,
    bodyExample: { date: "2026-03-14", time: "08:00", status: "taken", taken_at: "2026-03-14T08:12:45+01:00" },
    responses: { 201: { description: "The dose recorded.", schema: doseViewSchema, example: dose } },
  }),
  listDoses: endpoint({
    method: "get",
    path: "/api/medication-doses",
    summary: "List the doses recorded in a date range",
    description: "From `start` to `end` (YYYY-MM-DD, inclusive, at most 366 days), newest first.",
    tag,
    query: doseRangeSchema,
    sharedArea: "medications",
    responses: {
      200: {
        description: "The doses, each with its medication's name and dosage.",
        schema: doseLogSchema,
        example: [{ ...dose, name: metformin.name, dosage: metformin.dosage }],
      },
    },
  }),
};
