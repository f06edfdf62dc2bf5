/**
 * What each kind of batch item is: the schema its single route parses with, the plan feature
 * that route requires, and the service call that route makes, answering the created row's id.
 * A new kind is one entry here, and it cannot drift from its route: both use the same parts.
 */
import "server-only";
import type { $ZodType, output } from "zod/v4/core";
import type { Db } from "@/db/client";
import type { SignedInUser } from "@/lib/identity/sessions";
import type { Feature } from "@/lib/billing/entitlements";
import { exerciseCreateSchema } from "@/lib/exercise/schema";
import { athleteOf, createExercise } from "@/lib/exercise/service";
import { foodEntryCreateSchema, stepsSchema } from "@/lib/food/schema";
import { createFoodEntry, setSteps } from "@/lib/food/service";
import { metricCreateSchema, migraineCreateSchema } from "@/lib/health/schema";
import { createMetric, createMigraine } from "@/lib/health/service";
import { journalEntrySchema } from "@/lib/journal/schema";
import { saveJournalEntry } from "@/lib/journal/service";
import { doseSchema } from "@/lib/medications/schema";
import { MEDICATION_NOT_FOUND, recordDose } from "@/lib/medications/service";
import { waterEntryCreateSchema } from "@/lib/water/schema";
import { addWaterEntry } from "@/lib/water/service";
import type { BatchKind } from "./schema";

/**
 * A path parameter of the single route (POST /api/medications/{medication_id}/doses), which an
 * item carries in its body beside the route's own fields: a uuid, else a 404 with `notFound`.
 */
export type ItemParam = { name: string; notFound: string };

type Spec<S extends $ZodType> = {
  schema: S;
  requires?: Feature;
  param?: ItemParam;
  /**
   * The created row's id; null when the param names none of the user's rows (the route's 404),
   * or, for a kind without a param, when the item sets a figure instead of adding a row.
   */
  create: (db: Db, user: SignedInUser, input: output<S>, param: string) => Promise<string | null>;
};

export type Kind = Omit<Spec<$ZodType>, "create"> & {
  create: (db: Db, user: SignedInUser, input: unknown, param: string) => Promise<string | null>;
};

/** Keeps each entry's input typed by its own schema, and lists them all under one type. */
function kind<S extends $ZodType>(spec: Spec<S>): Kind {
  return { ...spec, create: (db, user, input, param) => spec.create(db, user, input as output<S>, param) };
}

export const KINDS: Record<BatchKind, Kind> = {
  food_entry: kind({
    schema: foodEntryCreateSchema,
    create: async (db, user, input) => (await createFoodEntry(db, user, input)).entry_id,
  }),
  exercise: kind({
    schema: exerciseCreateSchema,
    create: async (db, user, input) => (await createExercise(db, athleteOf(user), input)).entry_id,
  }),
  health_metric: kind({
    schema: metricCreateSchema,
    create: async (db, user, input) =>
      (await createMetric(db, { userId: user.id, timeZone: user.time_zone, input })).metric_id,
  }),
  migraine: kind({
    schema: migraineCreateSchema,
    requires: "migraine_create",
    create: async (db, user, input) =>
      (await createMigraine(db, { userId: user.id, timeZone: user.time_zone, input })).trigger_id,
  }),
  journal_entry: kind({
    schema: journalEntrySchema,
    create: async (db, user, input) =>
      (await saveJournalEntry(db, { userId: user.id, timeZone: user.time_zone, input })).entry_id,
  }),
  medication_dose: kind({
    schema: doseSchema,
    param: { name: "medication_id", notFound: MEDICATION_NOT_FOUND },
    create: async (db, user, input, medicationId) => {
      const dose = await recordDose(db, { userId: user.id, timeZone: user.time_zone, medicationId, input });
      return dose?.dose_id ?? null;
    },
  }),
  water: kind({
    schema: waterEntryCreateSchema,
    create: async (db, user, input) => (await addWaterEntry(db, user, input)).entry_id,
  }),
  daily_steps: kind({
    schema: stepsSchema,
    create: async (db, user, input) => {
      await setSteps(db, { userId: user.id, timeZone: user.time_zone, date: input.date, steps: input.steps });
      return null;
    },
  }),
};
