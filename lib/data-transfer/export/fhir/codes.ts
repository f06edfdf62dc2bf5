/**
 * The code systems and the table of vitalog's health metric types to LOINC codes and UCUM
 * units: the words a clinician's system reads. A stored value keeps the unit it was entered
 * in, with that unit's UCUM code (pounds as [lb_av], Fahrenheit as [degF]), so no rounding
 * from a conversion ever reaches the record.
 */
export const LOINC = "http://loinc.org";
export const UCUM = "http://unitsofmeasure.org";
export const SNOMED = "http://snomed.info/sct";
export const OBSERVATION_CATEGORY = "http://terminology.hl7.org/CodeSystem/observation-category";
export const CONDITION_CLINICAL = "http://terminology.hl7.org/CodeSystem/condition-clinical";
export const CONDITION_CATEGORY = "http://terminology.hl7.org/CodeSystem/condition-category";

export type Coding = { system: string; code: string; display: string };
export type ObservationCategory = "vital-signs" | "laboratory" | "activity";

/** A UCUM unit: the code machines compare and the label people read. */
export type UcumUnit = { code: string; unit: string };

export const loinc = (code: string, display: string): Coding => ({ system: LOINC, code, display });

export const BLOOD_PRESSURE_PANEL = loinc("85354-9", "Blood pressure panel with all children optional");
export const SYSTOLIC = loinc("8480-6", "Systolic blood pressure");
export const DIASTOLIC = loinc("8462-4", "Diastolic blood pressure");
export const MM_HG: UcumUnit = { code: "mm[Hg]", unit: "mmHg" };
export const STEPS = loinc("55423-8", "Number of steps in unspecified time Pedometer");
export const STEPS_UNIT: UcumUnit = { code: "{steps}", unit: "steps" };
export const PAIN_SEVERITY = loinc("72514-3", "Pain severity - 0-10 verbal numeric rating [Score] - Reported");
export const HOURS: UcumUnit = { code: "h", unit: "h" };
export const MIGRAINE: Coding = { system: SNOMED, code: "37796009", display: "Migraine" };
export const HEADACHE: Coding = { system: SNOMED, code: "25064002", display: "Headache" };

type VitalCode = {
  /** The codings of the type; the first is the one the record is known by. */
  codings: Coding[];
  category: ObservationCategory;
  /** vitalog's unit → its UCUM unit, plus a coding of its own where LOINC codes the unit's kind apart. */
  units: Record<string, UcumUnit & { codings?: Coding[] }>;
};

const BODY_TEMPERATURE: VitalCode = {
  codings: [loinc("8310-5", "Body temperature")],
  category: "vital-signs",
  units: { C: { code: "Cel", unit: "°C" }, F: { code: "[degF]", unit: "°F" } },
};

/**
 * Each stored metric type that has a LOINC code. Not here, and so left out of the bundle:
 * `blood_pressure` (a lone mmHg number that says neither which of the two pressures it is),
 * and the systolic and diastolic types, which are read as the panel (see vitals.ts).
 */
export const VITAL_CODES: Record<string, VitalCode> = {
  heart_rate: {
    codings: [loinc("8867-4", "Heart rate")],
    category: "vital-signs",
    units: { bpm: { code: "/min", unit: "beats/minute" } },
  },
  weight: {
    codings: [loinc("29463-7", "Body weight")],
    category: "vital-signs",
    units: { kg: { code: "kg", unit: "kg" }, lbs: { code: "[lb_av]", unit: "lb" } },
  },
  body_temperature: BODY_TEMPERATURE,
  temperature: BODY_TEMPERATURE,
  // 2339-0 is glucose as a mass concentration; a reading in mmol/L is a molar one, 15074-8.
  glucose: {
    codings: [loinc("2339-0", "Glucose [Mass/volume] in Blood")],
    category: "laboratory",
    units: {
      "mg/dL": { code: "mg/dL", unit: "mg/dL" },
      "mmol/L": {
        code: "mmol/L",
        unit: "mmol/L",
        codings: [loinc("15074-8", "Glucose [Moles/volume] in Blood")],
      },
    },
  },
  // the FHIR vital signs profile knows oxygen saturation by 2708-6; 59408-5 says it is a pulse oximeter's
  oxygen_saturation: {
    codings: [
      loinc("59408-5", "Oxygen saturation in Arterial blood by Pulse oximetry"),
      loinc("2708-6", "Oxygen saturation in Arterial blood"),
    ],
    category: "vital-signs",
    units: { "%": { code: "%", unit: "%" } },
  },
  sleep: {
    codings: [loinc("93832-4", "Sleep duration")],
    category: "activity",
    units: { h: HOURS },
  },
};

export const CATEGORY_DISPLAY: Record<ObservationCategory, string> = {
  "vital-signs": "Vital Signs",
  laboratory: "Laboratory",
  activity: "Activity",
};
