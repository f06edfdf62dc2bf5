/**
 * A write saved on this device while the server could not be reached, replayed when the
 * connection returns. Shared by the window and the service worker: types and plain values only.
 */
import type { ContractWrite } from "@/lib/api-client/contract";

/** waiting: to be sent; refused: the server answered a reason it will not take it (shown to the user). */
export type WriteState = "waiting" | "refused";

export type QueuedWrite = {
  id: string;
  /** Whose write it is: only the signed-in user's writes are shown or replayed. */
  user_id: string;
  /** Only POST: the API honours `Idempotency-Key` on POST, which makes a replay safe. */
  method: "POST";
  path: string;
  body: unknown;
  /** Made when the user pressed Save; every send of this write carries it. */
  idempotency_key: string;
  created_at: string;
  /** What the user logged, in their words ("Oatmeal, 150 kcal"). */
  label: string;
  /** The day the write belongs to (YYYY-MM-DD), so a day's list shows it; none when it has no day. */
  date?: string;
  state: WriteState;
  /** Why the server refused it. */
  detail?: string;
};

/** The Background Sync tag the queue registers and the service worker answers. */
export const SYNC_TAG = "vitalog-offline-writes";

/** Messages between the windows and the service worker. */
export const SYNCED_MESSAGE = "vitalog:queue-synced";
export const SIGNED_OUT_MESSAGE = "vitalog:signed-out";
/** The BroadcastChannel on which a sender says that writes reached the server. */
export const SYNCED_CHANNEL = "vitalog-offline-synced";

/** The API's 409 for a key whose first request is still running (lib/http/idempotency.ts). */
export const KEY_IN_FLIGHT = "A request with this Idempotency-Key is still being processed. Retry it in a moment.";

/** useApiAction's `offline` option (components/ui/use-api-action.ts). */
export type OfflineOptions<I> = {
  /** What the user logged, as the lists and the refused dialog name it ("Oatmeal · 150 kcal"). */
  label: (input: I) => string;
  /** A `send` action's writes, each saved on its own with its label. */
  writes?: (input: I) => { request: ContractWrite; label: string }[];
  /** In place of `onSuccess` once the write is saved on this device: reset the form, close a dialog. */
  onQueued?: (input: I) => void;
};
