import { describe, expect, it } from "vitest";
import { ApiClientError, errorText, NETWORK_ERROR } from "@/lib/api-client/client";

const failed = (status: number, detail = "") => new ApiClientError(status, detail);

describe("errorText: the one wording of a failed call", () => {
  it("reads the server's detail alone, else the fallback after the prefix", () => {
    expect(errorText(failed(400, "Calories cannot be negative"), "Failed to log food entry")).toBe(
      "Calories cannot be negative",
    );
    expect(errorText(failed(500), "Failed to log food entry")).toBe("Failed to log food entry");
    expect(errorText(failed(404), { fallback: "Failed to update", prefix: "Error updating migraine" })).toBe(
      "Error updating migraine: Failed to update",
    );
    expect(errorText(failed(400, "Name is required"), { fallback: "Failed to add medication", prefix: "Error" })).toBe(
      "Name is required",
    );
    expect(errorText(failed(500), { fallback: "Failed to add medication", prefix: "Error" })).toBe(
      "Error: Failed to add medication",
    );
  });

  it("says the network message when the server could not be reached, or when the call never ran", () => {
    expect(errorText(failed(0), "Failed to delete")).toBe(NETWORK_ERROR);
    expect(errorText(new TypeError("fetch failed"), { fallback: "x", prefix: "Error" })).toBe(NETWORK_ERROR);
    expect(errorText(failed(0), { fallback: "x", byStatus: { 0: "Could not connect to the server." } })).toBe(
      "Could not connect to the server.",
    );
  });

  it("puts fixed words on some statuses, and the detail only on the statuses it is for", () => {
    const plan = { fallback: "Failed to generate", detailFor: [400, 402], byStatus: { 429: "Too many requests." } };
    expect(errorText(failed(429, "Slow down"), plan)).toBe("Too many requests.");
    expect(errorText(failed(402, "Needs Premium"), plan)).toBe("Needs Premium");
    expect(errorText(failed(502, "Upstream said no"), plan)).toBe("Failed to generate");
    expect(errorText(failed(409, "Already paying"), { fallback: "Failed", detailFor: [] })).toBe("Failed");
  });
});
