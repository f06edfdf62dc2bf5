/** A Stripe subscription's state, written onto its user. */
import "server-only";
import type Stripe from "stripe";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { fieldsFromSubscription } from "../subscription-state";
import type { BillingAccount } from "./account";

/** Writes the subscription's state onto the user; returns whether anything was written. */
export async function applySubscription(db: Db, account: BillingAccount, sub: Stripe.Subscription): Promise<boolean> {
  const fields = fieldsFromSubscription(account, sub);
  if (!fields) return false;
  await db
    .update(users)
    .set({ ...fields, updated_at: new Date() })
    .where(eq(users.id, account.id));
  return true;
}
