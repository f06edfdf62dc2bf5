"use client";

import { useSyncExternalStore } from "react";
import { NO_WRITES, queueSnapshot, subscribeQueue } from "@/lib/offline/live";
import type { QueuedWrite } from "@/lib/offline/types";

const serverSnapshot = () => NO_WRITES;

/** The signed-in user's queued writes, live; `match` picks those of one list. */
export function useQueuedWrites(match?: (write: QueuedWrite) => boolean): readonly QueuedWrite[] {
  const all = useSyncExternalStore(subscribeQueue, queueSnapshot, serverSnapshot);
  return match ? all.filter(match) : all;
}

/** Whether a write goes to one of `paths` (a path, or a pattern for paths with an id) on `date`. */
export function writeMatcher(paths: readonly (string | RegExp)[], date?: string) {
  return (write: QueuedWrite) =>
    paths.some((p) => (typeof p === "string" ? write.path === p : p.test(write.path))) &&
    (date === undefined || write.date === date);
}
