/**
 * Apple Health's export_cda.xml: the same measurements as export.xml, written as an HL7
 * clinical document whose observations are named by LOINC code, with the value and unit on
 * a <value> element and the time on <effectiveTime><low>. Apple closes the document's root
 * before its vital signs, so the reader reads on after it. Heart rate, weight, temperature,
 * glucose, oxygen saturation and blood pressure land; other observations are named and left
 * out. An export.xml imported beside it holds the same readings: they are stored once,
 * since a reading already present (same kind, time and value) is skipped.
 */
import type { XmlReader } from "../../source";
import type { ImportContext, RecordSink } from "../../types";
import { BloodPressureReadings, DIASTOLIC, halfOf, SYSTOLIC } from "./blood-pressure";
import { cdaInstant } from "./dates";
import { addMeasurement, MEASUREMENTS } from "./measurements";

/** The LOINC codes Apple writes (and the usual ones for the same measurements). */
const LOINC: Record<string, string> = {
  "8867-4": "HKQuantityTypeIdentifierHeartRate",
  "40443-4": "HKQuantityTypeIdentifierRestingHeartRate",
  "3141-9": "HKQuantityTypeIdentifierBodyMass",
  "29463-7": "HKQuantityTypeIdentifierBodyMass",
  "8310-5": "HKQuantityTypeIdentifierBodyTemperature",
  "2339-0": "HKQuantityTypeIdentifierBloodGlucose",
  "2345-7": "HKQuantityTypeIdentifierBloodGlucose",
  "15074-8": "HKQuantityTypeIdentifierBloodGlucose",
  "41653-7": "HKQuantityTypeIdentifierBloodGlucose",
  "2708-6": "HKQuantityTypeIdentifierOxygenSaturation",
  "2710-2": "HKQuantityTypeIdentifierOxygenSaturation",
  "59408-5": "HKQuantityTypeIdentifierOxygenSaturation",
  "8480-6": SYSTOLIC,
  "8462-4": DIASTOLIC,
};

type Observation = { code?: string; name?: string; value?: string; unit?: string; at?: string; inTime: boolean };

function readCda(ctx: ImportContext, sink: RecordSink) {
  const pressures = new BloodPressureReadings(ctx, sink);
  const left = new Map<string, number>();
  let obs: Observation | null = null;

  function finish(o: Observation): void {
    const type = LOINC[o.code ?? ""];
    const at = cdaInstant(o.at);
    const measurement = type ? MEASUREMENTS[type] : undefined;
    if (measurement) return addMeasurement(measurement, { value: o.value, unit: o.unit, at }, ctx, sink);
    const half = type ? halfOf(type) : null;
    if (half) return pressures.looseValue(half, o.value, o.unit, at);
    const named = o.name?.trim();
    const reason = named ? `${named} is not imported` : "Unnamed observations are not imported";
    left.set(reason, (left.get(reason) ?? 0) + 1);
  }

  return {
    open(name: string, a: Record<string, string>): void {
      if (name === "observation") {
        obs = { inTime: false };
        return;
      }
      if (!obs) return;
      // an observation's first <code> names it; <value> inside <text> holds no attributes
      if (name === "code" && obs.code === undefined) {
        obs.code = a.code ?? "";
        obs.name = a.displayName;
      } else if (name === "effectiveTime") obs.inTime = true;
      else if (name === "low" && obs.inTime && obs.at === undefined) obs.at = a.value;
      else if (name === "value" && a.value !== undefined && obs.value === undefined) {
        obs.value = a.value;
        obs.unit = a.unit;
      }
    },
    close(name: string): void {
      if (!obs) return;
      if (name === "effectiveTime") obs.inTime = false;
      else if (name === "observation") {
        finish(obs);
        obs = null;
      }
    },
    end(): void {
      pressures.end();
      for (const [reason, count] of left) sink.skip(null, reason, count);
    },
  };
}

export const exportCdaReader: XmlReader = { format: "xml", afterRoot: true, begin: readCda };
