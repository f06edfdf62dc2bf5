import { afterEach, describe, expect, it, vi } from "vitest";
import { requestIdOf } from "@/lib/http/access-log";
import { captureLogsForTesting, describeError, log } from "@/lib/log";

describe("log", () => {
  it("writes one JSON object a line, captured whatever the level", () => {
    const capture = captureLogsForTesting();
    try {
      log.info("request", { request_id: "abc", status: 200, skipped: undefined });
      log.warn("careful", { n: 1 });
      log.error("broken", { error: describeError(Object.assign(new Error("boom"), { code: "ECONNREFUSED" })) });
    } finally {
      capture.stop();
    }
    const parsed = capture.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.map((p) => [p.level, p.msg])).toEqual([
      ["info", "request"],
      ["warn", "careful"],
      ["error", "broken"],
    ]);
    expect(parsed[0]!).toMatchObject({ request_id: "abc", status: 200, pid: process.pid });
    expect(parsed[0]).not.toHaveProperty("skipped");
    expect(typeof parsed[0]!.time).toBe("string");
    expect(parsed[2]!.error).toBe("Error ECONNREFUSED: boom");
  });

  it("stops capturing after stop()", () => {
    const capture = captureLogsForTesting();
    capture.stop();
    log.warn("not captured");
    expect(capture.lines).toEqual([]);
  });
});

describe("log on stdout (production)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  function stdoutWrites(): string[] {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("LOG_LEVEL", "info");
    const writes: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    return writes;
  }

  it("writes the info lines of one turn of the event loop together, in order", async () => {
    const writes = stdoutWrites();
    log.info("request", { n: 1 });
    log.info("request", { n: 2 });
    log.info("request", { n: 3 });
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    expect(
      writes[0]!
        .trimEnd()
        .split("\n")
        .map((l) => (JSON.parse(l) as { n: number }).n),
    ).toEqual([1, 2, 3]);
  });

  it("writes a warning at once, after the info lines before it", () => {
    const writes = stdoutWrites();
    log.info("request", { n: 1 });
    log.warn("database connection lost (idle)");
    expect(writes.map((w) => (JSON.parse(w) as { msg: string }).msg)).toEqual([
      "request",
      "database connection lost (idle)",
    ]);
  });
});

describe("requestIdOf", () => {
  const req = (id?: string) =>
    new Request("http://localhost/api/x", { headers: id === undefined ? {} : { "x-request-id": id } });

  it("keeps a sane incoming id", () => {
    expect(requestIdOf(req("lb-7f3a9c21.0001"))).toBe("lb-7f3a9c21.0001");
  });

  it("replaces a missing, short, long or odd one with a fresh uuid", () => {
    for (const given of [
      undefined,
      "",
      "abc",
      "x".repeat(129),
      "id with spaces",
      "id;drop=1",
      "<script>alert(1)</script>",
    ]) {
      const id = requestIdOf(req(given));
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
