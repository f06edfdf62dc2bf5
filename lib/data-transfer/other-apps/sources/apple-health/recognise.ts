/**
 * The files of an Apple Health export.zip (apple_health_export/…), known by their name and
 * first bytes: export.xml (root <HealthData>), export_cda.xml (an HL7 document titled
 * "Health Export CDA"), and the ECG recordings and workout routes, which are named in the
 * preview and not imported.
 */
import type { Recogniser } from "../../source";
import { exportCdaReader } from "./export-cda";
import { exportXmlReader } from "./export-xml";

export const ECG_NOT_IMPORTED = "ECG recordings are not imported";
export const ROUTE_NOT_IMPORTED = "Workout routes are not imported";

const isXml = (name: string) => /\.xml$/i.test(name);
const baseName = (name: string) => name.split("/").pop() ?? name;

export const recogniseExportXml: Recogniser = (name, head) =>
  isXml(name) && /<HealthData[\s>]/.test(head)
    ? { source: "apple_health", fileKind: "Health data (export.xml)", reader: exportXmlReader }
    : null;

export const recogniseExportCda: Recogniser = (name, head) =>
  isXml(name) &&
  /<ClinicalDocument[\s>]/.test(head) &&
  /Health Export CDA|<title>Health Data Export<\/title>/.test(head)
    ? { source: "apple_health", fileKind: "Clinical document (export_cda.xml)", reader: exportCdaReader }
    : null;

/** electrocardiograms/ecg_2023-03-04.csv: a key,value preamble, then one sample a line. */
export const recogniseEcg: Recogniser = (name, head) => {
  if (!/\.csv$/i.test(name)) return null;
  const preamble = /^Recorded Date,/m.test(head) && /^Sample Rate,/m.test(head) && /^Lead,/m.test(head);
  const named = /(^|\/)electrocardiograms\//.test(name) || /^ecg_\d{4}-\d{2}-\d{2}/i.test(baseName(name));
  return preamble || (named && /^Name\b/.test(head))
    ? { source: "apple_health", fileKind: "ECG recording", notImported: ECG_NOT_IMPORTED }
    : null;
};

/** workout-routes/route_….gpx, written by "Apple Health Export". */
export const recogniseRoute: Recogniser = (name, head) =>
  /\.gpx$/i.test(name) &&
  /<gpx[\s>]/.test(head) &&
  (/creator="Apple Health Export"/.test(head) || /(^|\/)workout-routes\//.test(name))
    ? { source: "apple_health", fileKind: "Workout route", notImported: ROUTE_NOT_IMPORTED }
    : null;

export const APPLE_HEALTH_RECOGNISERS: readonly Recogniser[] = [
  recogniseExportXml,
  recogniseExportCda,
  recogniseEcg,
  recogniseRoute,
];
