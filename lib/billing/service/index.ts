/** Billing's operations on the database and at Stripe, one file per group. */
export * from "./account";
export * from "./cancel";
export * from "./checkout";
export * from "./downgrade";
export * from "./emails";
export * from "./portal";
export * from "./subscription";
export * from "./webhook";
