/**
 * What the preview says of the Apple Health data vitalog does not store: one reason per type,
 * in the words of the Health app, counted. A type not named here gets its identifier spelled
 * out ("HKQuantityTypeIdentifierWalkingSpeed" → "Walking speed is not imported").
 */
const NAMES: Record<string, string> = {
  DistanceWalkingRunning: "Distance walked or run",
  DistanceCycling: "Distance cycled",
  DistanceSwimming: "Distance swum",
  ActiveEnergyBurned: "Active energy burned",
  BasalEnergyBurned: "Resting energy burned",
  AppleExerciseTime: "Exercise time",
  AppleStandTime: "Stand time",
  AppleMoveTime: "Move time",
  VO2Max: "Cardio fitness (VO2 max)",
  HeartRateVariabilitySDNN: "Heart rate variability",
  WalkingHeartRateAverage: "Walking heart rate average",
  BodyMassIndex: "Body mass index",
  BodyFatPercentage: "Body fat percentage",
  LeanBodyMass: "Lean body mass",
  AppleSleepingWristTemperature: "Wrist temperature during sleep",
  UVExposure: "UV exposure",
  DietaryWater: "Water",
};

/** Names that take "are". */
const PLURAL_NAMES: Record<string, string> = {
  FlightsClimbed: "Flights climbed",
  AppleStandHour: "Stand hours",
  MindfulSession: "Mindful sessions",
  NumberOfTimesFallen: "Falls",
  HeadphoneAudioExposure: "Headphone audio levels",
  EnvironmentalAudioExposure: "Environmental sound levels",
};

const PREFIX = /^HK(?:Quantity|Category|Correlation|Data)TypeIdentifier/;

function spelledOut(bare: string): string {
  const words = bare.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** "Distance walked or run is not imported": why records of an Apple Health type are left out. */
export function notImported(type: string): string {
  const bare = type.replace(PREFIX, "");
  if (!bare) return "Records without a type are not imported";
  const plural = PLURAL_NAMES[bare];
  if (plural) return `${plural} are not imported`;
  return `${NAMES[bare] ?? spelledOut(bare)} is not imported`;
}

/** The top-level elements other than records and workouts. */
export const OTHER_ELEMENTS: Record<string, string> = {
  ActivitySummary: "Activity ring summaries are not imported",
  ClinicalRecord: "Clinical records are not imported",
  Audiogram: "Hearing tests (audiograms) are not imported",
  VisionPrescription: "Vision prescriptions are not imported",
};
