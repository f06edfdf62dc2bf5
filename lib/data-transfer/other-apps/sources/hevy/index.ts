/** Hevy's workouts.csv, known by its columns of exercise and set type (the file name is generic). */
import type { Recogniser } from "../../source";
import { headerOf } from "../fitness/columns";
import { FIELDS } from "./columns";
import { hevyReader } from "./reader";

export const recogniseHevy: Recogniser = (name, head) => {
  if (!/\.csv$/i.test(name)) return null;
  const header = new Set(headerOf(head).map((h) => h.toLowerCase()));
  const has = (names: readonly string[]) => names.some((n) => header.has(n.toLowerCase()));
  if (!has(FIELDS.exercise) || !has(FIELDS.setType) || !has(FIELDS.start) || !has(FIELDS.title)) return null;
  return { source: "hevy", fileKind: "Hevy workouts", reader: hevyReader };
};
