/**
 * Every importer, in the order they are asked to recognise a file: the apps' own formats
 * first, the column-mapped CSV (which takes any CSV with a header) last.
 */
import type { Recogniser } from "../source";
import { APPLE_HEALTH_RECOGNISERS } from "./apple-health/recognise";
import { recogniseCronometer } from "./cronometer";
import { recogniseCsv } from "./csv";
import { recogniseDaylio } from "./daylio";
import { recogniseFitbit } from "./fitbit";
import { recogniseGoogleFit } from "./google-fit";
import { recogniseHevy } from "./hevy";
import { recogniseMyFitnessPal } from "./myfitnesspal";
import { recogniseWebPage } from "./web-pages";
import { recogniseWhoop } from "./whoop";

export const RECOGNISERS: readonly Recogniser[] = [
  ...APPLE_HEALTH_RECOGNISERS,
  recogniseDaylio,
  recogniseMyFitnessPal,
  recogniseCronometer,
  recogniseFitbit,
  recogniseGoogleFit,
  recogniseWhoop,
  recogniseHevy,
  recogniseWebPage,
  recogniseCsv,
];
