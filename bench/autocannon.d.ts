// The part of autocannon 9's API the bench uses (the package ships no types).
declare module "autocannon" {
  export type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type RequestSpec = Request & { setupRequest?: (req: Request, context: Record<string, unknown>) => Request };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
  };
  export type Histogram = {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  type Instance = Promise<Result> & {
    on: (event: "response", fn: (client: unknown, statusCode: number, bytes: number, time: number) => void) => void;
  };
  export default function autocannon(opts: Options): Instance;
}
