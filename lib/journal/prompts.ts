/** The writing prompts, in four categories; each has a stable id for links. */
export const PROMPT_CATEGORIES = [
  {
    id: "self-reflection",
    title: "Self-Reflection",
    prompts: [
      "What was the best part of today, and why?",
      "What challenged me today, and how did I respond?",
      "What is one thing I learned about myself this week?",
      "When did I feel most like myself today?",
    ],
  },
  {
    id: "gratitude",
    title: "Gratitude",
    prompts: [
      "Who made a positive difference in my day?",
      "What small moment today am I thankful for?",
      "What about my health am I grateful for right now?",
      "What comfort do I often take for granted?",
    ],
  },
  {
    id: "goals",
    title: "Goals & Growth",
    prompts: [
      "What is one step I can take tomorrow toward a goal?",
      "What habit would I like to build, and what is stopping me?",
      "What progress have I made this month that I can be proud of?",
      "Where would I like to be a year from now?",
    ],
  },
  {
    id: "health",
    title: "Health & Wellness",
    prompts: [
      "How did my body feel today, and what might explain it?",
      "How did I sleep, and how did it affect my day?",
      "What did I do today to care for my mind?",
      "Which meal or activity today gave me the most energy?",
    ],
  },
] as const;

/** The prompt of an id like "gratitude-2", or null. */
export function promptById(id: string | undefined): string | null {
  if (!id) return null;
  const match = /^(.+)-(\d+)$/.exec(id);
  if (!match) return null;
  const category = PROMPT_CATEGORIES.find((c) => c.id === match[1]);
  return (category?.prompts as readonly string[] | undefined)?.[Number(match[2])] ?? null;
}
