/**
 * Every documented operation, domain by domain. A route file under app/api without its
 * operations here fails tests/unit/openapi/completeness.test.ts.
 */
import type { Operation } from "../operation";
import { operations as account } from "./account";
import { operations as billing } from "./billing";
import { operations as dataTransfer } from "./data-transfer";
import { operations as platform } from "./platform";
import { operations as reminderSettings } from "./reminder-settings";
import { operations as reports } from "./reports";
import { operations as signIn } from "./sign-in";
import { operations as twoFactor } from "./two-factor";

export const allOperations: readonly Operation[] = [
  ...signIn,
  ...account,
  ...twoFactor,
  ...billing,
  ...reminderSettings,
  ...dataTransfer,
  ...reports,
  ...platform,
];
