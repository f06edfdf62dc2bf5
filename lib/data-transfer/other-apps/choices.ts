/**
 * The choices an import was started with (the mood scores, the CSV's columns), kept in the
 * browser beside the import's id: a resumed import must read the files exactly as the first
 * run did, or its chunks would not line up with those already sent.
 */
import type { CsvMapping, MoodMap } from "./types";

export type ImportChoices = { moodMap?: MoodMap; mapping?: CsvMapping };

const key = (importId: string) => `vitalog.import.${importId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // storage refused (a private window's settings): choices are asked again on resume
    return null;
  }
}

export function saveChoices(importId: string, choices: ImportChoices): void {
  try {
    storage()?.setItem(key(importId), JSON.stringify(choices));
  } catch {
    // full or refused: the same as a browser that never kept them
  }
}

export function loadChoices(importId: string): ImportChoices | null {
  const text = storage()?.getItem(key(importId));
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as ImportChoices) : null;
  } catch {
    return null;
  }
}

export function forgetChoices(importId: string): void {
  storage()?.removeItem(key(importId));
}
