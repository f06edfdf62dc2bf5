/**
 * Calls a route handler with a real Request, as Next would, and reads its JSON answer. Every
 * answer is checked against the OpenAPI document (./openapi/contract.ts).
 */
import { randomBytes } from "node:crypto";
import { POST as register } from "@/app/api/register/route";
import { checkAnswer } from "./openapi/contract";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  body?: unknown;
  /** Sent as-is (for malformed JSON). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string>;
};

export type CallResult<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

export async function call<T = Record<string, unknown>>(
  handler: Handler,
  opts: CallOptions = {},
): Promise<CallResult<T>> {
  const url = new URL(opts.path ?? "/api/test", "http://localhost:3000");
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  let body: string | undefined = opts.rawBody;
  if (body === undefined && opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  const req = new Request(url, { method: opts.method ?? (body === undefined ? "GET" : "POST"), headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  await checkAnswer(handler, req, { status: res.status, headers: res.headers, body: text });
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/**
 * Calls a handler with a Request the test built itself (an upload, a download) and checks the
 * answer against the contract like `call`; the answer is returned unread.
 */
export async function send(handler: unknown, req: Request, params: Record<string, string> = {}): Promise<Response> {
  const res = await (handler as Handler)(req, { params: Promise.resolve(params) });
  const bytes = new Uint8Array(await res.clone().arrayBuffer());
  await checkAnswer(handler, req, { status: res.status, headers: res.headers, body: bytes });
  return res;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: "correct-horse",
    name: "Alex Doe",
    age: 34,
    gender: "female",
    height_cm: 168,
    current_weight_kg: 70,
    goal_weight_kg: 65,
    activity_level: "moderately_active",
    use_imperial: false,
    time_zone: "Europe/Berlin",
    ...overrides,
  };
}

/** Registers through the real handler; returns the bearer token and the user. */
export async function registerUser(overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const res = await call<{ access_token: string; user: Record<string, unknown> & { id: string; email: string } }>(
    register,
    {
      body: payload,
    },
  );
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.access_token, user: res.body.user, password: payload.password as string };
}
