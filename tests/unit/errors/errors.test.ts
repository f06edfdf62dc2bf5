import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isDatabaseUnavailable, pgErrorCode } from "@/lib/errors/db-errors";
import { errorResponse } from "@/lib/http/error-response";
import { ApiError } from "@/lib/errors/api-error";
import { issueDetail } from "@/lib/validation/issues";

describe("error mapping", () => {
  it("an ApiError keeps its status and detail", async () => {
    const res = errorResponse(ApiError.paymentRequired("Needs Pro"), "test");
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ detail: "Needs Pro" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
  it("a refused database connection is a 503, not a 400 or 500", async () => {
    const err = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: err }))).toBe(true);
    const res = errorResponse(new Error("Failed query", { cause: err }), "test");
    expect(res.status).toBe(503);
    expect((await res.json()).detail).toMatch(/temporarily unavailable/);
  });
  it("anything else is a 500 with a generic detail that leaks nothing", async () => {
    const res = errorResponse(new Error("relation users_secret does not exist"), "test");
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain("users_secret");
  });
  it("reads the Postgres code through drizzle's wrapper", () => {
    expect(pgErrorCode(new Error("Failed query", { cause: Object.assign(new Error("dup"), { code: "23505" }) }))).toBe(
      "23505",
    );
  });
  it("names the field of the first zod problem by its label", () => {
    const r = z.object({ calories: z.number() }).safeParse({ calories: "x" });
    expect(issueDetail(r.error!)).toBe("Calories must be a number");
  });
});
