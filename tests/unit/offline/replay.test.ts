/** The replay of the offline queue: what each answer of the server does to a saved write. */
import { describe, expect, it } from "vitest";
import { KEY_IN_FLIGHT as SERVER_KEY_IN_FLIGHT } from "@/lib/http/idempotency";
import { httpSend, refusedText, replay, type Answer } from "@/lib/offline/replay";
import { KEY_IN_FLIGHT, type QueuedWrite } from "@/lib/offline/types";
import { memoryStore, write } from "./memory-store";

/** A server that answers each write by its label, and records what was sent. */
function server(answers: Record<string, Answer | "network">) {
  const sent: QueuedWrite[] = [];
  const send = async (w: QueuedWrite): Promise<Answer> => {
    sent.push(w);
    const answer = answers[w.label] ?? { status: 201, detail: "" };
    if (answer === "network") throw new TypeError("Failed to fetch");
    return answer;
  };
  return { sent, send };
}

describe("replay", () => {
  it("sends the user's waiting writes oldest first and removes each the server took", async () => {
    const a = write("u1");
    const b = write("u1");
    const store = memoryStore([b, a]);
    const { sent, send } = server({});
    const result = await replay(store, "u1", send);
    expect(sent.map((w) => w.label)).toEqual([a.label, b.label]);
    expect(sent.map((w) => w.idempotency_key)).toEqual([a.idempotency_key, b.idempotency_key]);
    expect(result).toEqual({ synced: 2, refused: 0, stopped: null, retry: false });
    expect(store.rows.size).toBe(0);
    // each write that reached the server is noted, so pages loaded meanwhile render again
    expect(store.syncs()).toBe(2);
  });

  it("leaves another user's writes alone", async () => {
    const mine = write("u1");
    const theirs = write("u2");
    const store = memoryStore([mine, theirs]);
    const { sent, send } = server({});
    await replay(store, "u1", send);
    expect(sent.map((w) => w.id)).toEqual([mine.id]);
    expect([...store.rows.keys()]).toEqual([theirs.id]);
  });

  it("marks a write the server refuses with its detail, and goes on with the next", async () => {
    const bad = write("u1");
    const gone = write("u1", { path: "/api/medications/123/doses" });
    const good = write("u1");
    const store = memoryStore([bad, gone, good]);
    const { send } = server({
      [bad.label]: { status: 400, detail: "Date must be a valid date" },
      [gone.label]: { status: 404, detail: "" },
    });
    const result = await replay(store, "u1", send);
    expect(result).toMatchObject({ synced: 1, refused: 2, stopped: null });
    expect(store.rows.get(bad.id)).toMatchObject({ state: "refused", detail: "Date must be a valid date" });
    expect(store.rows.get(gone.id)).toMatchObject({ state: "refused", detail: refusedText(404) });
    expect(store.rows.has(good.id)).toBe(false);
    expect(store.syncs()).toBe(1);
  });

  it("refuses on a plan limit (402, 403) and a conflict, but not on a key still in flight", async () => {
    const limit = write("u1");
    const forbidden = write("u1");
    const conflict = write("u1");
    const inFlight = write("u1");
    const store = memoryStore([limit, forbidden, conflict, inFlight]);
    const { send } = server({
      [limit.label]: { status: 402, detail: "Upgrade to log more" },
      [forbidden.label]: { status: 403, detail: "Not on your plan" },
      [conflict.label]: { status: 409, detail: "Already recorded" },
      [inFlight.label]: { status: 409, detail: KEY_IN_FLIGHT },
    });
    const result = await replay(store, "u1", send);
    expect(result).toMatchObject({ refused: 3, retry: true });
    expect(store.rows.get(inFlight.id)?.state).toBe("waiting");
    expect(store.rows.get(conflict.id)).toMatchObject({ state: "refused", detail: "Already recorded" });
  });

  it("stops at a network failure and keeps that write and the rest waiting", async () => {
    const first = write("u1");
    const cut = write("u1");
    const last = write("u1");
    const store = memoryStore([first, cut, last]);
    const { sent, send } = server({ [cut.label]: "network" });
    const result = await replay(store, "u1", send);
    expect(result).toMatchObject({ synced: 1, stopped: "network" });
    expect(sent.map((w) => w.id)).toEqual([first.id, cut.id]);
    expect([...store.rows.values()].map((w) => [w.id, w.state])).toEqual([
      [cut.id, "waiting"],
      [last.id, "waiting"],
    ]);
  });

  it("stops at a 401 (signed out) and at a server error, refusing nothing", async () => {
    for (const [status, stopped] of [
      [401, "signed-out"],
      [503, "unavailable"],
      [429, "unavailable"],
    ] as const) {
      const w = write("u1");
      const store = memoryStore([w, write("u1")]);
      const result = await replay(store, "u1", server({ [w.label]: { status, detail: "" } }).send);
      expect(result).toMatchObject({ synced: 0, refused: 0, stopped });
      expect([...store.rows.values()].every((x) => x.state === "waiting")).toBe(true);
    }
  });

  it("skips refused writes, and a write another sender synced meanwhile", async () => {
    const refused = write("u1", { state: "refused", detail: "no" });
    const synced = write("u1");
    const store = memoryStore([refused, synced]);
    const sent: string[] = [];
    // the service worker removes the second write while the window sends the first
    const result = await replay(store, "u1", async (w) => {
      sent.push(w.id);
      return { status: 201, detail: "" };
    });
    expect(sent).toEqual([synced.id]);
    expect(result.synced).toBe(1);
    const again = memoryStore([write("u1"), write("u1")]);
    const [one, two] = await again.list("u1");
    const seen: string[] = [];
    await replay(again, "u1", async (w) => {
      seen.push(w.id);
      await again.remove(two!.id);
      return { status: 201, detail: "" };
    });
    expect(seen).toEqual([one!.id]);
  });

  it("knows the server's in-flight detail word for word", () => {
    expect(KEY_IN_FLIGHT).toBe(SERVER_KEY_IN_FLIGHT);
  });
});

describe("httpSend", () => {
  it("posts the saved body as JSON with the write's Idempotency-Key, and reads the detail", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ detail: "Calories must be 0 or more" }), { status: 400 });
    }) as unknown as typeof fetch;
    const w = write("u1");
    expect(await httpSend(fetcher)(w)).toEqual({ status: 400, detail: "Calories must be 0 or more" });
    expect(calls[0]!.url).toBe("/api/food-entries");
    expect(calls[0]!.init.method).toBe("POST");
    expect(new Headers(calls[0]!.init.headers).get("Idempotency-Key")).toBe(w.idempotency_key);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(w.body);
  });

  it("a network failure throws (the run stops)", async () => {
    const fetcher = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    await expect(httpSend(fetcher)(write("u1"))).rejects.toThrow();
  });
});
