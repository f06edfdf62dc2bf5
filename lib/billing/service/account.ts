/** The billing side of a user row: status, plan, period end and the Stripe ids. */
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";

export type BillingAccount = {
  id: string;
  email: string;
  name: string;
  subscription_status: string;
  subscription_plan: string | null;
  subscription_end_date: Date | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
};

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  subscription_status: users.subscription_status,
  subscription_plan: users.subscription_plan,
  subscription_end_date: users.subscription_end_date,
  stripe_customer_id: users.stripe_customer_id,
  stripe_subscription_id: users.stripe_subscription_id,
};

export async function getBillingAccount(db: Pick<Db, "select">, userId: string): Promise<BillingAccount | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findBillingAccountByCustomer(
  db: Pick<Db, "select">,
  customerId: string,
): Promise<BillingAccount | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.stripe_customer_id, customerId)).limit(1);
  return row;
}
