/** Suspected triggers: the factors the user names, which the factor report tests first. */
import { suspicionListSchema, suspicionSchema } from "@/lib/health/factors/suspicions/responses";
import { suspicionCreateSchema, SUSPICION_NOT_FOUND } from "@/lib/health/factors/suspicions/schema";
import { named } from "@/lib/answers/schema-names";
import { endpoint } from "../endpoint";

const tag = "Health";

const wine = {
  suspicion_id: "5b2e8c1d-7a4f-4e93-9c6b-1f0d3a8e2b74",
  factor_key: "trigger:red wine",
  label: "Red wine",
  kind: "your_trigger",
  since: "2026-03-02",
  created_at: "2026-03-02T20:14:07.512Z",
};
const sleep = {
  suspicion_id: "c3a91f6e-2d8b-4b57-a0e4-8f6c1b9d5a23",
  factor_key: "poor_sleep",
  label: "Poor sleep (journal sleep 5/10 or less)",
  kind: "journal",
  since: "2026-03-14",
  created_at: "2026-03-14T07:41:55.090Z",
};

const suspicion = named("SuspectedTrigger", suspicionSchema);

export const suspectedTriggersEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/suspected-triggers",
    summary: "My suspected triggers and what I may pick",
    description:
      "`suspicions`: the factors the user suspects, oldest first, each with the user's local day it was added " +
      "(`since`). `choices`: every factor the user may pick, grouped by `kind`: the migraine form's triggers, " +
      "the other triggers the user logged on episodes, journal ratings, exercise and calories, food ingredients " +
      "and weather. Readable on every plan.",
    tag,
    responses: {
      200: {
        description: "The suspicions and the choices.",
        schema: suspicionListSchema,
        example: {
          suspicions: [wine, sleep],
          choices: [
            { factor_key: "trigger:stress", label: "Stress", kind: "migraine_form" },
            { factor_key: "trigger:red wine", label: "Red wine", kind: "your_trigger" },
            { factor_key: "poor_sleep", label: "Poor sleep (journal sleep 5/10 or less)", kind: "journal" },
            { factor_key: "food:caffeine", label: "Caffeine", kind: "food" },
            { factor_key: "pressure_drop", label: "Pressure drop (5 hPa or more)", kind: "weather" },
          ],
        },
      },
    },
  }),
  create: endpoint({
    method: "post",
    path: "/api/suspected-triggers",
    summary: "Suspect a trigger",
    description:
      "Either `factor_key`, a factor the analysis builds (poor_sleep, high_stress, low_mood, low_energy, " +
      "exercise, calories_over_goal, pressure_drop, food:<ingredient> such as food:caffeine, or " +
      "trigger:<name>), or `trigger`, a trigger in the user's own words, kept as trigger:<name in lower case>. " +
      "The factor report tests suspicions first; one added now counts as exploratory until 30 days of new " +
      "records have followed it. 409 when the user already suspects it or keeps 30. Premium (402 on the Free " +
      "plan), like logging a migraine.",
    tag,
    body: named("SuspectedTriggerCreate", suspicionCreateSchema),
    bodyExample: { trigger: "Red wine" },
    requires: "suspicion_create",
    responses: { 201: { description: "The suspicion as stored.", schema: suspicion, example: wine } },
    throws: [409],
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/suspected-triggers/{suspicion_id}",
    summary: "Stop suspecting a trigger",
    description: "404 when the id names none of the caller's suspicions. Allowed on every plan.",
    tag,
    params: { suspicion_id: "uuid" },
    notFound: SUSPICION_NOT_FOUND,
    responses: { 204: { description: "Removed." } },
  }),
};
