/**
 * A local OpenAI-compatible server for the real `@ai-sdk/openai` provider to talk to
 * (point OPENAI_BASE_URL at `fake.baseURL`). It answers POST /v1/chat/completions, plain or
 * streamed, from rules: the first rule whose `match` occurs in the request body wins.
 * A request that no rule matches gets a 500, so a test always says what it expects.
 */
import http from "node:http";
import { resetEnvCache } from "@/lib/env";

export type FakeReply = {
  /** A substring of the JSON request body (e.g. a word of the prompt, or "image_url"). */
  match: string;
  status?: number;
  /** The assistant message: a string, or an object sent as its JSON text (structured output). */
  content?: string | object;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
  /** Answer only this many times (default: every time). */
  times?: number;
};

export type FakeRequest = { path: string; body: Record<string, unknown>; raw: string; authorization?: string };

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function streamChunks(model: string, content: string): string {
  const base = {
    id: `chatcmpl-fake-${Date.now()}`,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
  };
  const pieces = content.match(/[\s\S]{1,40}/g) ?? [""];
  const events = [
    { ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] },
    ...pieces.map((p) => ({ ...base, choices: [{ index: 0, delta: { content: p }, finish_reason: null }] })),
    {
      ...base,
      choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  ];
  return events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join("") + "data: [DONE]\n\n";
}

export async function startFakeOpenAI(port = 0) {
  const rules: FakeReply[] = [];
  const requests: FakeRequest[] = [];

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", async () => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      if (req.method === "POST" && path === "/__fake/rules") {
        rules.unshift(JSON.parse(raw) as FakeReply); // newest first
        res.writeHead(204).end();
        return;
      }
      if (req.method === "DELETE" && path === "/__fake/rules") {
        rules.length = 0;
        res.writeHead(204).end();
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw || "{}");
      } catch {
        /* recorded as-is */
      }
      requests.push({ path, body, raw, authorization: req.headers.authorization });
      if (path.endsWith("/models")) {
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ object: "list", data: [{ id: "fake-model", object: "model" }] }));
        return;
      }
      if (!path.endsWith("/chat/completions")) {
        res
          .writeHead(404, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: `fake: no ${path}` } }));
        return;
      }
      const rule = rules.find((r) => raw.includes(r.match) && (r.times === undefined || r.times > 0));
      if (!rule) {
        res
          .writeHead(500, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "fake: no rule matches this request", type: "server_error" } }));
        return;
      }
      if (rule.times !== undefined) rule.times -= 1;
      if (rule.delayMs) await new Promise((r) => setTimeout(r, rule.delayMs));
      if (res.destroyed) return;
      const status = rule.status ?? 200;
      if (status !== 200) {
        const message =
          status === 401 ? "Incorrect API key provided" : status === 429 ? "Rate limit reached" : "fake error";
        res
          .writeHead(status, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message, type: "fake_error", code: String(status) } }));
        return;
      }
      const content = typeof rule.content === "string" ? rule.content : JSON.stringify(rule.content ?? {});
      const model = String(body.model ?? "fake-model");
      if (body.stream) {
        res.writeHead(200, { "content-type": "text/event-stream" }).end(streamChunks(model, content));
      } else {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completion(model, content)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;

  return {
    port: actualPort,
    baseURL: `http://127.0.0.1:${actualPort}/v1`,
    requests,
    /** Adds a rule; newer rules win over older ones. */
    reply(rule: FakeReply) {
      rules.unshift({ ...rule });
    },
    reset() {
      rules.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** From another process (Playwright): add a rule to a running fake. */
export async function addFakeOpenAIRule(baseURL: string, rule: FakeReply): Promise<void> {
  const url = new URL(baseURL);
  await fetch(`${url.origin}/__fake/rules`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(rule),
  });
}

/** Points the app's AI at `baseURL` (the stand-in's), or turns AI off when there is none. */
export function configureAi(baseURL?: string): void {
  if (baseURL) {
    process.env.OPENAI_API_KEY = "sk-test-key";
    process.env.OPENAI_BASE_URL = baseURL;
  } else {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
  }
  resetEnvCache();
}
