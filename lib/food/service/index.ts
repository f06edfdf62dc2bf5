/** The food diary's database operations; the day's read stays in ../entries, where the bench reads its SQL. */
export * from "../entries";
export * from "./copy-meal";
export * from "./daily-stats";
export * from "./diary";
export * from "./products";
export * from "./saved-meals";
export * from "./search";
