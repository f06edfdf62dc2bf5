/**
 * The built-in ("basic") workout plan: made from the preferences alone, with no AI. Sessions
 * fall on the chosen days (as evenly spaced as the frequency allows), last the chosen time
 * (warm-up + main block + cool-down), draw exercises from the preferred types that the
 * equipment allows, leave out what a stated injury forbids, and progress over 4 weeks.
 */
import {
  CATEGORY_OF,
  COOL_DOWN,
  INJURY_RULES,
  LIBRARY,
  TAG_WORDS,
  WARM_UP,
  type Category,
  type LibraryExercise,
  type Tag,
} from "./exercise-library";
import {
  EQUIPMENT,
  WEEK_DAYS,
  type FitnessLevel,
  type PreferredType,
  type WeekDay,
  type WorkoutPreferences,
} from "./plan-schema";
import { PROGRESSION, prescription } from "./plan-prescriptions";

export type PlannedExercise = { name: string; prescription: string };
export type PlannedSession = {
  day: WeekDay;
  focus: PreferredType;
  minutes: number;
  warmUp: { minutes: number; exercises: string[] };
  main: { minutes: number; exercises: PlannedExercise[] };
  coolDown: { minutes: number; exercises: string[] };
};
export type BasicPlan = {
  title: string;
  level: FitnessLevel;
  sessions: PlannedSession[];
  restDays: WeekDay[];
  injuries: string[];
  avoided: Tag[];
  progression: { week: number; focus: string }[];
  notes: string[];
};

/** Minutes of warm-up and cool-down for a session length. */
function bookends(duration: number): [number, number] {
  if (duration <= 15) return [3, 2];
  if (duration <= 30) return [5, 5];
  if (duration <= 45) return [7, 5];
  return [10, 10];
}

/** `n` of the chosen days, spread across the week as evenly as the choice allows. */
export function spreadDays(days: WeekDay[], n: number): WeekDay[] {
  if (n >= days.length) return [...days];
  const picked = new Set<number>();
  for (let i = 0; i < n; i++) picked.add(Math.round((i * days.length) / n));
  return days.filter((_, i) => picked.has(i));
}

/** Types to rotate through: the preferred ones, else a mix that fits the goals. */
export function focusTypes(prefs: Pick<WorkoutPreferences, "preferredTypes" | "fitnessGoals">): PreferredType[] {
  if (prefs.preferredTypes.length > 0) return prefs.preferredTypes;
  const goals = prefs.fitnessGoals.toLowerCase();
  if (/flexib|mobil|stress|relax|posture/.test(goals)) return ["Yoga", "Strength Training", "Cardio"];
  if (/strength|muscle|strong|tone|build/.test(goals)) return ["Strength Training", "Cardio"];
  return ["Cardio", "Strength Training"];
}

export function injuriesIn(text: string): { labels: string[]; avoid: Set<Tag> } {
  const rules = INJURY_RULES.filter((r) => r.pattern.test(text));
  return { labels: rules.map((r) => r.label), avoid: new Set(rules.flatMap((r) => r.avoid)) };
}

function allowed(list: LibraryExercise[], equipmentRank: number, avoid: Set<Tag>): LibraryExercise[] {
  return list.filter((x) => EQUIPMENT.indexOf(x.equipment) <= equipmentRank && !x.tags.some((t) => avoid.has(t)));
}

/** Takes `n` names from `pool`, starting at `offset` so repeated sessions vary. */
function take(pool: LibraryExercise[], n: number, offset: number): LibraryExercise[] {
  const count = Math.min(n, pool.length);
  return Array.from({ length: count }, (_, i) => pool[(offset + i) % pool.length]!);
}

export function generateBasicPlan(prefs: WorkoutPreferences): BasicPlan {
  const level = prefs.currentFitnessLevel;
  const duration = prefs.workoutDuration;
  const equipmentRank = EQUIPMENT.indexOf(prefs.equipment);
  const { labels, avoid } = injuriesIn(prefs.injuries);
  const days = spreadDays(prefs.availableDays, prefs.workoutFrequency);
  const types = focusTypes(prefs);
  const [warm, cool] = bookends(duration);
  const mainMinutes = duration - warm - cool;
  const perSession = Math.max(2, Math.min(8, Math.round(mainMinutes / 6)));
  const notes: string[] = [];
  const timesOfType = new Map<Category, number>();

  const sessions = days.map((day, i): PlannedSession => {
    let focus = types[i % types.length]!;
    let category = CATEGORY_OF[focus];
    let pool = allowed(LIBRARY[category], equipmentRank, avoid);
    if (pool.length < 2) {
      notes.push(
        `${focus} on ${day} was replaced by strength work: too few of its exercises suit your equipment and injuries.`,
      );
      focus = "Strength Training";
      category = "strength";
      pool = allowed(LIBRARY.strength, equipmentRank, avoid);
    }
    const seen = timesOfType.get(category) ?? 0;
    timesOfType.set(category, seen + 1);
    const chosen = take(pool, perSession, seen * perSession);
    return {
      day,
      focus,
      minutes: duration,
      warmUp: { minutes: warm, exercises: take(allowed(WARM_UP, 0, avoid), 3, 0).map((x) => x.name) },
      main: {
        minutes: mainMinutes,
        exercises: chosen.map((x) => ({
          name: x.name,
          prescription: prescription(category, level, mainMinutes, chosen.length),
        })),
      },
      coolDown: { minutes: cool, exercises: take(allowed(COOL_DOWN, 0, avoid), 3, 0).map((x) => x.name) },
    };
  });

  const chosen = prefs.availableDays.length;
  if (prefs.workoutFrequency > chosen) {
    notes.push(
      `You asked for ${prefs.workoutFrequency} sessions a week but chose ${chosen} available ` +
        `day${chosen === 1 ? "" : "s"}, so the plan has ${days.length}.`,
    );
  }
  if (sessions.some((s) => s.focus === "Swimming")) notes.push("Swimming sessions need access to a pool.");

  return {
    title: "Basic Workout Plan",
    level,
    sessions,
    restDays: WEEK_DAYS.filter((d) => !days.includes(d)),
    injuries: labels,
    avoided: [...avoid],
    progression: PROGRESSION[level].map((focus, i) => ({ week: i + 1, focus })),
    notes,
  };
}

export function avoidedWords(plan: BasicPlan): string[] {
  return plan.avoided.map((t) => TAG_WORDS[t]);
}
