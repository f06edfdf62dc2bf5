import type { Figures } from "@/bench/measure";

/** One scenario's measured figures, as autocannon's run reduces them: 10 s at `rps`. */
export function figures(name: string, rps: number, p99 = 20, errors = 0, cpuMsPerRequest: number | null = 1): Figures {
  return {
    name,
    connections: 20,
    seconds: 10,
    rps,
    p50: 20,
    p99,
    max: 2 * p99,
    requests: rps * 10,
    cpuMsPerRequest,
    errors,
    statuses: { "200": rps * 10 },
  };
}
