/**
 * Workouts as exercise entries: the activity's name, its duration in whole minutes, the
 * energy it burned and its distance (in the notes), at the time it started. Exports from
 * iOS 16 on may leave the energy off the Workout and give it in a WorkoutStatistics child.
 */
import { CALORIES_MAX, DURATION_MAX, type ExerciseType } from "@/lib/exercise/schema";
import type { ImportContext, RecordSink } from "../../types";
import { appleInstant, whenOf } from "./dates";
import { kilocalories } from "./dietary-energy";

const ACTIVITY_PREFIX = "HKWorkoutActivityType";

const STRENGTH = new Set(["TraditionalStrengthTraining", "FunctionalStrengthTraining", "CoreTraining"]);
const FLEXIBILITY = new Set([
  "Yoga",
  "Pilates",
  "Flexibility",
  "MindAndBody",
  "Cooldown",
  "TaiChi",
  "PreparationAndRecovery",
]);
const MIXED = new Set(["CrossTraining", "Barre", "MixedCardio", "FitnessGaming", "Other"]);

/** "HKWorkoutActivityTypeTraditionalStrengthTraining" → "Traditional strength training". */
export function workoutName(activityType: string | undefined): string {
  const bare = (activityType ?? "").replace(ACTIVITY_PREFIX, "");
  if (!bare || bare === "Other") return "Workout";
  const words = bare.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export function workoutType(activityType: string | undefined): ExerciseType {
  const bare = (activityType ?? "").replace(ACTIVITY_PREFIX, "");
  if (STRENGTH.has(bare)) return "strength";
  if (FLEXIBILITY.has(bare)) return "flexibility";
  if (MIXED.has(bare)) return "mixed";
  return "cardio";
}

function minutes(duration: string | undefined, unit: string | undefined, start: Date | null, end: Date | null) {
  const n = duration === undefined || duration.trim() === "" ? NaN : Number(duration);
  if (Number.isFinite(n) && n >= 0) {
    if (unit === "min" || unit === undefined) return n;
    if (unit === "s") return n / 60;
    if (unit === "hr" || unit === "h") return n * 60;
  }
  return start && end ? (end.getTime() - start.getTime()) / 60_000 : NaN;
}

const ENERGY_STATISTIC = "HKQuantityTypeIdentifierActiveEnergyBurned";

/** One Workout element, its attributes and the energy its statistics give, read as it closes. */
export class WorkoutReading {
  private statisticsKcal: number | null = null;

  constructor(private readonly attributes: Record<string, string>) {}

  statistics(attributes: Record<string, string>): void {
    if (attributes.type !== ENERGY_STATISTIC) return;
    this.statisticsKcal = kilocalories(attributes.sum, attributes.unit);
  }

  close(ctx: ImportContext, sink: RecordSink): void {
    const a = this.attributes;
    const start = appleInstant(a.startDate);
    const duration = Math.round(minutes(a.duration, a.durationUnit, start, appleInstant(a.endDate)));
    if (!Number.isFinite(duration)) return sink.skip("workouts", "A workout without a readable duration");
    if (duration < 1) return sink.skip("workouts", "Workouts shorter than a minute");
    if (duration > DURATION_MAX) return sink.skip("workouts", `Workouts longer than ${DURATION_MAX} minutes`);
    const when = whenOf(start, ctx);
    if ("problem" in when) return sink.skip("workouts", when.problem);
    const kcal = kilocalories(a.totalEnergyBurned, a.totalEnergyBurnedUnit) ?? this.statisticsKcal;
    const calories = kcal === null || kcal > CALORIES_MAX ? null : Math.round(kcal);
    const distance = Number(a.totalDistance);
    const notes =
      distance > 0 && a.totalDistanceUnit
        ? `Distance: ${Math.round(distance * 100) / 100} ${a.totalDistanceUnit}`
        : null;
    sink.add({
      kind: "workouts",
      date: when.date,
      items: [
        {
          kind: "exercise",
          body: {
            exercise_name: workoutName(a.workoutActivityType),
            duration_minutes: duration,
            ...(calories !== null ? { calories_burned: calories } : {}),
            exercise_type: workoutType(a.workoutActivityType),
            date: when.date,
            time: when.time,
            ...(notes ? { notes } : {}),
          },
        },
      ],
    });
  }
}
