/**
 * Every importer, in the order they are asked to recognise a file: the apps' own formats
 * first, the column-mapped CSV (which takes any CSV with a header) last.
 */
import type { Recogniser } from "../source";
import { recogniseCsv } from "./csv";
import { recogniseDaylio } from "./daylio";
import { recogniseFitbit } from "./fitbit";
import { recogniseGoogleFit } from "./google-fit";
import { recogniseHevy } from "./hevy";
import { recogniseWebPage } from "./web-pages";
import { recogniseWhoop } from "./whoop";

export const RECOGNISERS: readonly Recogniser[] = [
  recogniseDaylio,
  recogniseFitbit,
  recogniseGoogleFit,
  recogniseWhoop,
  recogniseHevy,
  recogniseWebPage,
  recogniseCsv,
];
