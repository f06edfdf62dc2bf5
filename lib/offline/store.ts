/**
 * The queue of offline writes in IndexedDB (idb), opened the same way by the window and the
 * service worker. `meta` holds the signed-in user, so the service worker (which has no session
 * of its own to read) replays only that user's writes, and when a write last reached the server.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { SYNCED_CHANNEL, type QueuedWrite } from "./types";

interface QueueSchema extends DBSchema {
  writes: { key: string; value: QueuedWrite; indexes: { by_user: string } };
  meta: { key: string; value: { key: "user"; user_id: string } | { key: "synced"; at: number } };
}

/** What the replay and the lists need of the queue; a test passes one in memory. */
export type QueueStore = {
  /** The user's writes, oldest first. */
  list(userId: string): Promise<QueuedWrite[]>;
  get(id: string): Promise<QueuedWrite | undefined>;
  put(write: QueuedWrite): Promise<void>;
  remove(id: string): Promise<void>;
  /** Deletes every write of the user (sign-out). */
  removeUser(userId: string): Promise<void>;
  currentUser(): Promise<string | null>;
  setCurrentUser(userId: string | null): Promise<void>;
  /** Notes that a write reached the server now, and tells every page of the app. */
  noteSynced(): Promise<void>;
  /** When a write last reached the server (ms since the epoch); 0 when none has. */
  lastSynced(): Promise<number>;
};

const DB_NAME = "vitalog-offline";
let opened: Promise<IDBPDatabase<QueueSchema>> | null = null;

function db(): Promise<IDBPDatabase<QueueSchema>> {
  opened ??= openDB<QueueSchema>(DB_NAME, 1, {
    upgrade(database) {
      const writes = database.createObjectStore("writes", { keyPath: "id" });
      writes.createIndex("by_user", "user_id");
      database.createObjectStore("meta", { keyPath: "key" });
    },
  }).catch((err: unknown) => {
    opened = null; // a later call may succeed (a blocked upgrade, a private window)
    throw err;
  });
  return opened;
}

export const byAge = (a: QueuedWrite, b: QueuedWrite) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;

export function idbQueue(): QueueStore {
  return {
    async list(userId) {
      return (await (await db()).getAllFromIndex("writes", "by_user", userId)).sort(byAge);
    },
    async get(id) {
      return (await db()).get("writes", id);
    },
    async put(write) {
      await (await db()).put("writes", write);
    },
    async remove(id) {
      await (await db()).delete("writes", id);
    },
    async removeUser(userId) {
      const tx = (await db()).transaction("writes", "readwrite");
      for (const key of await tx.store.index("by_user").getAllKeys(userId)) await tx.store.delete(key);
      await tx.done;
    },
    async currentUser() {
      const row = await (await db()).get("meta", "user");
      return row?.key === "user" ? row.user_id : null;
    },
    async setCurrentUser(userId) {
      const database = await db();
      if (userId) await database.put("meta", { key: "user", user_id: userId });
      else await database.delete("meta", "user");
    },
    async noteSynced() {
      await (await db()).put("meta", { key: "synced", at: Date.now() });
      announceSynced();
    },
    async lastSynced() {
      const row = await (await db()).get("meta", "synced");
      return row?.key === "synced" ? row.at : 0;
    },
  };
}

let channel: BroadcastChannel | null = null;

/** This window's (or the worker's) name on the channel: a window hears its own posts, and skips them. */
export const SYNC_SENDER = Math.random().toString(36).slice(2);

/** Posts on the channel every page listens to (windows and the service worker both have it). */
function announceSynced() {
  if (typeof BroadcastChannel === "undefined") return;
  channel ??= new BroadcastChannel(SYNCED_CHANNEL);
  channel.postMessage({ sender: SYNC_SENDER });
}
