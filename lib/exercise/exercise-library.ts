/**
 * The built-in generator's exercises. Each names the least equipment it needs and what it
 * asks of the body (tags), so a plan can leave out what an injury forbids.
 */
import type { Equipment, PreferredType } from "./plan-schema";

export type Tag =
  "jumping" | "running" | "high-impact" | "knee-flexion" | "spinal-load" | "twisting" | "overhead" | "wrist";
export type Category = "cardio" | "strength" | "yoga" | "hiit" | "pilates" | "dance" | "sports" | "swim";
export type LibraryExercise = { name: string; equipment: Equipment; tags: Tag[] };

const e = (name: string, equipment: Equipment, ...tags: Tag[]): LibraryExercise => ({ name, equipment, tags });

export const CATEGORY_OF: Record<PreferredType, Category> = {
  Cardio: "cardio",
  "Strength Training": "strength",
  Yoga: "yoga",
  HIIT: "hiit",
  Pilates: "pilates",
  Dancing: "dance",
  Sports: "sports",
  Swimming: "swim",
};

export const LIBRARY: Record<Category, LibraryExercise[]> = {
  cardio: [
    e("Brisk walking", "none"),
    e("Marching in place with arm swings", "none"),
    e("Jogging", "none", "running", "high-impact"),
    e("Jumping jacks", "none", "jumping", "high-impact"),
    e("Step-ups on a low stair", "none", "knee-flexion"),
    e("Jump rope", "basic", "jumping", "high-impact"),
    e("Stationary bike", "home-gym"),
    e("Rowing machine", "home-gym"),
    e("Elliptical trainer", "full-gym"),
    e("Incline treadmill walk", "full-gym"),
  ],
  strength: [
    e("Glute bridges", "none"),
    e("Bodyweight squats", "none", "knee-flexion"),
    e("Push-ups (on the knees or a bench if needed)", "none", "wrist"),
    e("Bird dog", "none"),
    e("Reverse lunges", "none", "knee-flexion"),
    e("Forearm plank", "none"),
    e("Dead bug", "none"),
    e("Dumbbell rows", "basic"),
    e("Resistance band pull-aparts", "basic"),
    e("Dumbbell floor press", "basic"),
    e("Dumbbell shoulder press", "basic", "overhead"),
    e("Dumbbell Romanian deadlift", "basic", "spinal-load"),
    e("Goblet squat", "basic", "knee-flexion"),
    e("Kettlebell swings", "home-gym", "spinal-load"),
    e("Pull-ups or assisted pull-ups", "home-gym", "overhead"),
    e("Bench press", "home-gym"),
    e("Barbell back squat", "full-gym", "knee-flexion", "spinal-load"),
    e("Seated cable row", "full-gym"),
    e("Lat pulldown", "full-gym", "overhead"),
    e("Leg curl machine", "full-gym"),
  ],
  yoga: [
    e("Cat-cow", "none", "wrist"),
    e("Mountain pose with breathing", "none"),
    e("Tree pose", "none"),
    e("Warrior II", "none"),
    e("Bridge pose", "none"),
    e("Downward dog", "none", "wrist", "overhead"),
    e("Supine twist", "none", "twisting"),
    e("Seated forward fold", "none"),
    e("Child's pose", "none"),
  ],
  hiit: [
    e("Low-impact step jacks", "none"),
    e("Standing boxing punches", "none"),
    e("Burpees", "none", "jumping", "high-impact", "wrist"),
    e("Mountain climbers", "none", "wrist", "high-impact"),
    e("Jump squats", "none", "jumping", "knee-flexion", "high-impact"),
    e("High knees", "none", "running", "high-impact"),
    e("Skater hops", "none", "jumping", "high-impact"),
    e("Fast glute bridges", "none"),
    e("Dumbbell thrusters", "basic", "overhead", "knee-flexion"),
    e("Kettlebell swing intervals", "home-gym", "spinal-load"),
    e("Bike sprints", "home-gym"),
  ],
  pilates: [
    e("The hundred", "none"),
    e("Single-leg stretch", "none"),
    e("Side-lying leg series", "none"),
    e("Prone swimming", "none"),
    e("Roll-up", "none", "spinal-load"),
    e("Pilates ring squeezes", "basic"),
  ],
  dance: [
    e("Low-impact dance combos", "none"),
    e("Dance cardio routine", "none", "jumping", "high-impact"),
    e("Latin-style steps", "none", "twisting"),
    e("Step-touch with arm patterns", "none"),
  ],
  sports: [
    e("Ball-handling drills", "basic"),
    e("Lateral shuffle drills", "none"),
    e("Shuttle runs", "none", "running", "high-impact"),
    e("Wall-ball passing", "basic", "overhead"),
  ],
  swim: [
    e("Pool walking", "none"),
    e("Kickboard drills", "none"),
    e("Freestyle laps", "none", "overhead"),
    e("Backstroke laps", "none", "overhead"),
  ],
};

export const WARM_UP: LibraryExercise[] = [
  e("Marching in place", "none"),
  e("Arm circles", "none", "overhead"),
  e("Hip circles", "none"),
  e("Leg swings", "none"),
  e("Easy jumping jacks", "none", "jumping", "high-impact"),
  e("Slow bodyweight squats", "none", "knee-flexion"),
];

export const COOL_DOWN: LibraryExercise[] = [
  e("Easy walk and deep breathing", "none"),
  e("Hamstring stretch", "none"),
  e("Chest-opener stretch", "none"),
  e("Calf stretch", "none"),
  e("Child's pose", "none", "knee-flexion"),
  e("Supine twist", "none", "twisting"),
];

/** Injury words → what the plan leaves out, and how the plan says so. */
export const INJURY_RULES: { pattern: RegExp; label: string; avoid: Tag[] }[] = [
  {
    pattern: /knee|acl|mcl|menisc|patell/i,
    label: "knee",
    avoid: ["jumping", "running", "high-impact", "knee-flexion"],
  },
  {
    pattern: /ankle|achilles|foot|feet|plantar|shin/i,
    label: "ankle/foot",
    avoid: ["jumping", "running", "high-impact"],
  },
  { pattern: /hip/i, label: "hip", avoid: ["jumping", "high-impact"] },
  { pattern: /back|spine|lumbar|disc|sciatic/i, label: "back", avoid: ["spinal-load", "twisting", "high-impact"] },
  { pattern: /shoulder|rotator/i, label: "shoulder", avoid: ["overhead"] },
  { pattern: /wrist|hand|carpal/i, label: "wrist", avoid: ["wrist"] },
  { pattern: /neck/i, label: "neck", avoid: ["overhead"] },
];

export const TAG_WORDS: Record<Tag, string> = {
  jumping: "jumping",
  running: "running",
  "high-impact": "high-impact moves",
  "knee-flexion": "deep knee bends",
  "spinal-load": "loaded spine bending",
  twisting: "twisting",
  overhead: "overhead pressing and reaching",
  wrist: "weight on the wrists",
};
