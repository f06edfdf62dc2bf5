/**
 * How each demo day felt: sleep and stress first (a short night or a hard day now and then),
 * migraines that come far more often on those days (so the trigger analysis finds them), and
 * the journal entries that rate and tell the day.
 */
import { defaultTitle } from "@/lib/journal/schema";
import { MIGRAINE_SYMPTOMS } from "@/lib/health/schema";
import { addDays } from "@/lib/time/dates";
import { clockTime, hasHappened, isWeekend, type DemoClock } from "./calendar";
import type { Random } from "./random";

export type DayState = { date: string; sleep: number; stress: number; poorSleep: boolean; highStress: boolean };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

/**
 * Sleep and stress of every day, rated 1 to 10 as the journal asks. A poor night comes every
 * few days and a high-stress workday every week or two, spread out as they are in life.
 */
export function dayStates(rand: Random, dates: string[]): DayState[] {
  let nextPoorSleep = rand.int(1, 5);
  let nextHighStress = rand.int(2, 8);
  return dates.map((date, i) => {
    const weekend = isWeekend(date);
    const poorSleep = i === nextPoorSleep;
    if (poorSleep) nextPoorSleep = i + rand.int(3, 8);
    const highStress = !weekend && i >= nextHighStress;
    if (highStress) nextHighStress = i + rand.int(5, 12);
    const sleep = poorSleep ? rand.int(3, 5) : clamp(rand.normal(7.4, 0.9), 6, 10);
    const stress = highStress ? rand.int(7, 9) : clamp(rand.normal(weekend ? 2.8 : 4, 1.1), 1, 6);
    return { date, sleep, stress, poorSleep, highStress };
  });
}

export type DemoMigraine = {
  severity: number;
  duration_hours: number;
  triggers: string[];
  symptoms: string[];
  location: string;
  treatment: string;
  notes: string | null;
  date: string;
  time: string;
};

const LOCATIONS = ["Left temple", "Right temple", "Behind the eyes", "Forehead", "Back of the head"];
const TREATMENTS = ["Sumatriptan 50 mg", "Sumatriptan 50 mg, dark room", "Ibuprofen 400 mg", "Rest in a dark room"];
const NOTES = [
  "Woke up with it.",
  "Started after a long stretch at the screen.",
  "Aura about 20 minutes before.",
  "Eased after a nap.",
  null,
  null,
];

/**
 * Migraines, 3 to 5 a month: rare on an ordinary day, likely after a poor night or on a
 * high-stress day, and at least four days apart. A migraine logged today has already started.
 */
export function migraines(rand: Random, clock: DemoClock, states: DayState[]): DemoMigraine[] {
  const found: DemoMigraine[] = [];
  let last = "";
  let quiet = 8; // the last attack before the demo began was a week or so earlier
  for (const s of states) {
    quiet += 1;
    // Poor sleep and stress bring attacks on, more readily the longer it has been since the last.
    const ripe = Math.max(0, quiet - 5);
    const p = 0.008 + (s.poorSleep ? 0.5 + 0.1 * ripe : 0) + (s.highStress ? 0.3 + 0.08 * ripe : 0);
    if (!rand.chance(p) || (last && last >= addDays(s.date, -4))) continue;
    const time = clockTime(rand.chance(0.6) ? rand.int(6 * 60, 10 * 60) : rand.int(13 * 60, 17 * 60));
    if (!hasHappened(clock, s.date, time)) continue;
    const triggers = [
      ...(s.poorSleep ? ["Lack of sleep"] : []),
      ...(s.highStress ? ["Stress"] : []),
      ...(rand.chance(0.25) ? ["Weather changes"] : []),
      ...(rand.chance(0.15) ? ["Bright lights"] : []),
      ...(rand.chance(0.1) ? ["Certain foods"] : []),
      ...(rand.chance(0.15) ? ["Hormonal changes"] : []),
    ];
    if (triggers.length === 0) triggers.push(rand.pick(["Weather changes", "Hormonal changes", "Bright lights"]));
    const others = MIGRAINE_SYMPTOMS.filter((x) => x !== "Headache");
    found.push({
      severity: Math.min(10, rand.int(4, 7) + (s.poorSleep && s.highStress ? 2 : 0)),
      duration_hours: rand.int(6, 36) / 2,
      triggers,
      symptoms: ["Headache", ...rand.sample(others, rand.int(2, 3))],
      location: rand.pick(LOCATIONS),
      treatment: rand.pick(TREATMENTS),
      notes: rand.pick(NOTES),
      date: s.date,
      time,
    });
    last = s.date;
    quiet = 0;
  }
  return found;
}

export type DemoJournalEntry = {
  date: string;
  title: string;
  content: string;
  mood: number;
  energy: number;
  stress: number;
  sleep: number;
  gratitude: string | null;
  goals: string | null;
  tags: string[];
};

const OPENERS = {
  good: ["A good day overall.", "Felt rested and clear-headed today.", "Nice steady day.", "Really enjoyed today."],
  tired: ["Slept badly and felt it all day.", "Short night, so everything took more effort.", "Tired from the start."],
  stressed: [
    "Work was intense: two deadlines landed at once.",
    "A stressful day with back-to-back meetings.",
    "Busy and tense at work.",
  ],
  migraine: [
    "Migraine today, so most plans went out the window.",
    "Lost the afternoon to a migraine.",
    "Migraine hit; rested in a dark room until it eased.",
  ],
};
const MIDDLES = [
  "Cooked at home and kept lunch light.",
  "Went for a walk at lunchtime.",
  "Called my sister in the evening.",
  "Read for half an hour before bed.",
  "Meal-prepped for the next few days.",
  "Kept screens off after nine.",
  "Drank more water than usual.",
  "Spent some time in the garden.",
];
const WORKOUT_LINES = ["Workout felt strong.", "Glad I made it to my workout.", "Legs still sore from training."];
const GRATITUDE = ["A sunny walk", "Dinner with friends", "A quiet morning coffee", "A kind message from a colleague"];
const GOALS = ["In bed by 22:30", "Three workouts this week", "Prep lunches for the week", "Ten minutes of stretching"];

/**
 * The journal: most evenings, with ratings that follow the day (a poor night lowers energy
 * and mood, a migraine more so, a workout lifts them). Today's entry comes only in the evening.
 */
export function journalEntries(
  rand: Random,
  clock: DemoClock,
  states: DayState[],
  migraineDates: Set<string>,
  workoutDates: Set<string>,
): DemoJournalEntry[] {
  const entries: DemoJournalEntry[] = [];
  for (const s of states) {
    const migraine = migraineDates.has(s.date);
    if (!hasHappened(clock, s.date, "21:00") || !(migraine || rand.chance(0.88))) continue;
    const worked = workoutDates.has(s.date);
    const lift = (worked ? 1 : 0) - (migraine ? 2.5 : 0) - (s.highStress ? 1 : 0);
    const mood = clamp(rand.normal(5.5, 0.9) + (s.sleep - 7) * 0.5 + lift, 1, 10);
    const energy = clamp(rand.normal(5.3, 0.9) + (s.sleep - 7) * 0.7 + lift * 0.8, 1, 10);
    const opener = migraine
      ? rand.pick(OPENERS.migraine)
      : s.poorSleep
        ? rand.pick(OPENERS.tired)
        : s.highStress
          ? rand.pick(OPENERS.stressed)
          : rand.pick(OPENERS.good);
    const lines = [opener, ...rand.sample(MIDDLES, rand.int(1, 2)), ...(worked ? [rand.pick(WORKOUT_LINES)] : [])];
    const tags = [
      ...(s.highStress ? ["work"] : []),
      ...(worked ? ["exercise"] : []),
      ...(migraine ? ["migraine"] : []),
      ...(s.poorSleep ? ["sleep"] : []),
      ...(isWeekend(s.date) && rand.chance(0.5) ? ["family"] : []),
    ];
    entries.push({
      date: s.date,
      title: rand.chance(0.8) ? defaultTitle(s.date) : opener.replace(/[.:;,].*$/, ""),
      content: lines.join(" "),
      mood,
      energy,
      stress: s.stress,
      sleep: s.sleep,
      gratitude: rand.chance(0.45) ? rand.pick(GRATITUDE) : null,
      goals: rand.chance(0.3) ? rand.pick(GOALS) : null,
      tags,
    });
  }
  return entries;
}
