/** The account's operations on the database, one file per group. */
export * from "./credentials";
export * from "./email-links";
export * from "./preferences";
export * from "./profile";
export * from "./registration";
export * from "../../throttle";
export * from "../../users";
