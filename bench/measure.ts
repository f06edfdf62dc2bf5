/** One autocannon measurement: a warm-up, then the timed run, reduced to the figures we report. */
import autocannon, { type RequestSpec } from "autocannon";

export type Figures = {
  name: string;
  connections: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  /** CPU time the server process spent per answered request (less noisy than req/s on a busy machine). */
  cpuMsPerRequest: number | null;
  /** Transport errors, time-outs and answers outside `expect`. */
  errors: number;
  statuses: Record<string, number>;
  /** Items written a second, for a request that carries many (req/s times `itemsPerRequest`). */
  itemsPerSecond?: number;
  /** req/s of every round, when the scenario ran in rounds (these figures are the median one's). */
  roundsRps?: number[];
  /** CPU ms per request of every round, when the scenario ran in rounds. */
  roundsCpuMs?: (number | null)[];
};

export type Measure = {
  name: string;
  /** A set of scenarios `--only <group>` runs together. */
  group?: string;
  base: string;
  requests: RequestSpec[];
  connections?: number;
  expect?: number[];
  /** At least this many seconds a round: a scenario whose requests take seconds needs a longer window. */
  minSeconds?: number;
  /**
   * A fixed number of requests instead of a time window, counted from an idle server until the
   * last answer: for pages, whose few requests a window answers would otherwise share their
   * CPU with the work in flight at its ends.
   */
  amount?: number;
  /** Items each request writes (a batch): the figures then include items per second. */
  itemsPerRequest?: number;
};
/** The server's CPU clock and a wait until it has finished what earlier requests left running. */
type CpuClock = { cpuMs: () => number; idle?: () => Promise<void> } | undefined;

export async function measure(
  { name, base, requests, connections = 20, expect = [200], minSeconds = 0, amount, itemsPerRequest }: Measure,
  duration: number,
  warmup: number,
  server?: CpuClock,
): Promise<Figures> {
  if (warmup > 0) await autocannon({ url: base, connections, duration: warmup, requests, timeout: 30 });
  if (amount) await server?.idle?.();
  const cpuBefore = server?.cpuMs();
  const started = Date.now();
  const window = amount ? { amount } : { duration: Math.max(duration, minSeconds) };
  const result = await autocannon({ url: base, connections, ...window, requests, timeout: 60 });
  const seconds = amount ? Math.round((Date.now() - started) / 100) / 10 : Math.max(duration, minSeconds);
  const cpuMs = server && cpuBefore !== undefined ? server.cpuMs() - cpuBefore : null;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  const unexpected = Object.entries(statuses).reduce(
    (n, [code, count]) => n + (expect.includes(Number(code)) ? 0 : count),
    0,
  );
  return {
    name,
    connections,
    seconds,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    cpuMsPerRequest:
      cpuMs !== null && result.requests.total > 0 ? Math.round((cpuMs / result.requests.total) * 100) / 100 : null,
    errors: result.errors + result.timeouts + unexpected,
    statuses,
    // from the total: a request of seconds makes autocannon's per-second average a coarse figure
    ...(itemsPerRequest ? { itemsPerSecond: Math.round((result.requests.total * itemsPerRequest) / seconds) } : {}),
  };
}

/**
 * The round with the median req/s (the lower middle of an even count), its figures as they
 * were, with every round's req/s and CPU and the errors of all rounds: an error in any round
 * counts. A page scenario (a fixed number of requests, judged by its CPU) keeps the round with
 * the median CPU per request instead: its 100 requests take a second or two, so its req/s
 * comes in a few coarse steps that say nothing of which round is typical.
 */
export function medianRound(rounds: Figures[], by: "rps" | "cpu" = "rps"): Figures {
  const key = (r: Figures) => (by === "cpu" ? (r.cpuMsPerRequest ?? Infinity) : r.rps);
  const sorted = [...rounds].sort((a, b) => key(a) - key(b));
  const median = sorted[(sorted.length - 1) >> 1]!;
  if (rounds.length === 1) return median;
  return {
    ...median,
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    roundsRps: rounds.map((r) => r.rps),
    roundsCpuMs: rounds.map((r) => r.cpuMsPerRequest),
  };
}

/** Cycles through `items`, one per request. */
export function rotate<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}
