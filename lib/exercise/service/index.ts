/** The exercise domain's database operations: the log, saved workout plans, and progress. */
import "server-only";

export * from "./entries";
export * from "./plans";
export * from "./progress";
