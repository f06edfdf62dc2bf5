/** The operations of vital signs (health metrics) and migraine episodes. */
import { METRIC_NOT_FOUND, MIGRAINE_NOT_FOUND } from "@/lib/health/service";
import { confirmationSchema } from "@/lib/answers/fields";
import { healthMetricListSchema, healthMetricSchema, migraineListSchema, migraineSchema } from "@/lib/health/responses";
import {
  listQuerySchema,
  metricCreateSchema,
  metricUpdateSchema,
  migraineCreateSchema,
  migraineUpdateSchema,
} from "@/lib/health/schema";
import { endpoint } from "../endpoint";

const tag = "Health";
const metricPath = "/api/health-metrics/{metric_id}";
const migrainePath = "/api/migraines/{trigger_id}";

const weight = {
  metric_id: "0e7b3c9a-6d1f-4b2e-a8c5-4f9d2e1b6a83",
  metric_type: "weight",
  value: 71.4,
  unit: "kg",
  notes: null,
  date: "2026-03-14",
  time: "07:10",
  created_at: "2026-03-14T06:10:03.447Z",
};

const migraineInput = {
  kind: "migraine",
  severity: 7,
  duration_hours: 4.5,
  triggers: ["Lack of sleep", "Bright lights"],
  symptoms: ["Headache", "Sensitivity to light"],
  location: "Left temple",
  treatment: "Ibuprofen 400 mg",
  notes: null,
  date: "2026-03-13",
  time: "15:30",
  acute_medication_ids: ["4f7c2a9e-8b1d-4e3f-a6c5-0d9b2e7f1a38"],
};
const migraine = {
  trigger_id: "d5a1f8c3-2e6b-4f9a-8c7d-3b0e5a9f2c61",
  ...migraineInput,
  acute_medications: [
    { medication_id: "4f7c2a9e-8b1d-4e3f-a6c5-0d9b2e7f1a38", name: "Sumatriptan", acute_class: "triptan" },
  ],
  created_at: "2026-03-13T20:02:55.130Z",
};

export const healthEndpoints = {
  listMetrics: endpoint({
    method: "get",
    path: "/api/health-metrics",
    summary: "List my health metrics",
    description: "Newest first: the latest `limit` (default 100), or those of `date_param`.",
    tag,
    query: listQuerySchema,
    sharedArea: "vitals",
    responses: { 200: { description: "The measurements.", schema: healthMetricListSchema, example: [weight] } },
  }),
  createMetric: endpoint({
    method: "post",
    path: "/api/health-metrics",
    summary: "Record a health metric",
    description:
      "One measurement, plausible for its type in its unit; a type with one unit takes it when none is sent. " +
      "A systolic value not above its diastolic half (same date and time) is a 400. Date and time default to now.",
    tag,
    body: metricCreateSchema,
    bodyExample: { metric_type: "weight", value: 71.4, unit: "kg", date: "2026-03-14", time: "07:10" },
    responses: { 201: { description: "The measurement recorded.", schema: healthMetricSchema, example: weight } },
  }),
  updateMetric: endpoint({
    method: "put",
    path: metricPath,
    summary: "Edit a health metric",
    description: "The whole measurement.",
    tag,
    params: { metric_id: "uuid" },
    notFound: METRIC_NOT_FOUND,
    body: metricUpdateSchema,
    bodyExample: { metric_type: "weight", value: 71.2, unit: "kg", date: "2026-03-14", time: "07:10" },
    responses: {
      200: {
        description: "The measurement as edited.",
        schema: healthMetricSchema,
        example: { ...weight, value: 71.2 },
      },
    },
  }),
  removeMetric: endpoint({
    method: "delete",
    path: metricPath,
    summary: "Delete a health metric",
    tag,
    params: { metric_id: "uuid" },
    notFound: METRIC_NOT_FOUND,
    responses: {
      200: {
        description: "Deleted.",
        schema: confirmationSchema,
        example: { detail: "Health metric deleted successfully!" },
      },
    },
  }),
  listMigraines: endpoint({
    method: "get",
    path: "/api/migraines",
    summary: "List my migraine episodes",
    description: "Newest first: the latest `limit` (default 100), or those of `date_param`.",
    tag,
    query: listQuerySchema,
    sharedArea: "migraines",
    responses: { 200: { description: "The episodes.", schema: migraineListSchema, example: [migraine] } },
  }),
  createMigraine: endpoint({
    method: "post",
    path: "/api/migraines",
    summary: "Log a migraine episode",
    description:
      "Premium (402 on the Free plan). Date and time default to now in the user's time zone. " +
      "`acute_medication_ids` names the acute medications taken, among the caller's medications (404 for any " +
      "other id; the same id twice counts once).",
    tag,
    body: migraineCreateSchema,
    bodyExample: migraineInput,
    requires: "migraine_create",
    responses: { 201: { description: "The episode logged.", schema: migraineSchema, example: migraine } },
    throws: [404],
  }),
  updateMigraine: endpoint({
    method: "put",
    path: migrainePath,
    summary: "Edit a migraine episode",
    description:
      "The whole episode; allowed on every plan. A list in `acute_medication_ids` (empty included) replaces " +
      "the episode's acute medications; left out, they stay as they are. 404 for an id not among the caller's medications.",
    tag,
    params: { trigger_id: "uuid" },
    notFound: MIGRAINE_NOT_FOUND,
    body: migraineUpdateSchema,
    bodyExample: { ...migraineInput, severity: 6 },
    responses: {
      200: { description: "The episode as edited.", schema: migraineSchema, example: { ...migraine, severity: 6 } },
    },
  }),
  removeMigraine: endpoint({
    method: "delete",
    path: migrainePath,
    summary: "Delete a migraine episode",
    tag,
    params: { trigger_id: "uuid" },
    notFound: MIGRAINE_NOT_FOUND,
    responses: {
      200: {
        description: "Deleted.",
        schema: confirmationSchema,
        example: { detail: "Migraine deleted successfully!" },
      },
    },
  }),
};
