/** Runs around each test file: records what the contract check of its API answers saw. */
import { afterAll, expect, inject } from "vitest";
import { writeContractStats } from "./openapi/contract-stats";

afterAll(() => {
  writeContractStats(inject("contractDir"), expect.getState().testPath ?? "");
});
