/**
 * Every declared operation, domain by domain: the document lists the documented ones in this
 * order, and every route under app/api binds exactly one of these (the internal ones included);
 * tests/unit/openapi/completeness.test.ts holds both.
 */
import type { Endpoint } from "../endpoint";
import type { Operation } from "../operation";
import { accountEndpoints } from "./account";
import { batchEndpoints } from "./batch";
import { billingEndpoints } from "./billing";
import { calendarEndpoints } from "./calendar";
import { caregiverEndpoints } from "./caregiver";
import { customFoodsEndpoints } from "./custom-foods";
import { dataTransferEndpoints } from "./data-transfer";
import { exerciseEndpoints } from "./exercise";
import { familyEndpoints } from "./family";
import { foodEndpoints } from "./food";
import { healthEndpoints } from "./health";
import { importsEndpoints } from "./imports";
import { insightsEndpoints } from "./insights";
import { internalEndpoints } from "./internal";
import { journalEndpoints } from "./journal";
import { mealsEndpoints } from "./meals";
import { medicationsEndpoints } from "./medications";
import { migraineInsightsEndpoints } from "./migraine-insights";
import { platformEndpoints } from "./platform";
import { pushEndpoints } from "./push";
import { questionnairesEndpoints } from "./questionnaires";
import { recipesEndpoints } from "./recipes";
import { reminderSettingsEndpoints } from "./reminder-settings";
import { reportsEndpoints } from "./reports";
import { sharesEndpoints } from "./shares";
import { signInEndpoints } from "./sign-in";
import { suspectedTriggersEndpoints } from "./suspected-triggers";
import { tokensEndpoints } from "./tokens";
import { twoFactorEndpoints } from "./two-factor";
import { waterEndpoints } from "./water";
import { weatherEndpoints } from "./weather";

const domains: Record<string, Endpoint>[] = [
  signInEndpoints,
  accountEndpoints,
  twoFactorEndpoints,
  tokensEndpoints,
  billingEndpoints,
  familyEndpoints,
  reminderSettingsEndpoints,
  pushEndpoints,
  foodEndpoints,
  customFoodsEndpoints,
  mealsEndpoints,
  recipesEndpoints,
  exerciseEndpoints,
  healthEndpoints,
  migraineInsightsEndpoints,
  questionnairesEndpoints,
  suspectedTriggersEndpoints,
  medicationsEndpoints,
  caregiverEndpoints,
  journalEndpoints,
  waterEndpoints,
  weatherEndpoints,
  calendarEndpoints,
  insightsEndpoints,
  batchEndpoints,
  dataTransferEndpoints,
  importsEndpoints,
  reportsEndpoints,
  sharesEndpoints,
  platformEndpoints,
];

/** The operations of the document, in its order. */
export const documentedEndpoints: readonly Endpoint[] = domains.flatMap((d) => Object.values(d));

/** Every declaration a route binds: the documented ones and the internal ones. */
export const allEndpoints: readonly Endpoint[] = [...documentedEndpoints, ...Object.values(internalEndpoints)];

export const allOperations: readonly Operation[] = documentedEndpoints.map((e) => e.operation!);
