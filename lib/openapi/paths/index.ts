/**
 * Every documented operation, domain by domain. A route file under app/api without its
 * operations here fails tests/unit/openapi/completeness.test.ts.
 */
import type { Operation } from "../operation";
import { operations as account } from "./account";
import { operations as batch } from "./batch";
import { operations as billing } from "./billing";
import { operations as calendar } from "./calendar";
import { operations as caregiver } from "./caregiver";
import { operations as customFoods } from "./custom-foods";
import { operations as dataTransfer } from "./data-transfer";
import { operations as exercise } from "./exercise";
import { operations as family } from "./family";
import { operations as food } from "./food";
import { operations as health } from "./health";
import { operations as imports } from "./imports";
import { operations as insights } from "./insights";
import { operations as journal } from "./journal";
import { operations as meals } from "./meals";
import { operations as medications } from "./medications";
import { operations as migraineInsights } from "./migraine-insights";
import { operations as platform } from "./platform";
import { operations as push } from "./push";
import { operations as questionnaires } from "./questionnaires";
import { operations as recipes } from "./recipes";
import { operations as reminderSettings } from "./reminder-settings";
import { operations as reports } from "./reports";
import { operations as shares } from "./shares";
import { operations as signIn } from "./sign-in";
import { operations as suspectedTriggers } from "./suspected-triggers";
import { operations as tokens } from "./tokens";
import { operations as twoFactor } from "./two-factor";
import { operations as water } from "./water";
import { operations as weather } from "./weather";

export const allOperations: readonly Operation[] = [
  ...signIn,
  ...account,
  ...twoFactor,
  ...tokens,
  ...billing,
  ...family,
  ...reminderSettings,
  ...push,
  ...food,
  ...customFoods,
  ...meals,
  ...recipes,
  ...exercise,
  ...health,
  ...migraineInsights,
  ...questionnaires,
  ...suspectedTriggers,
  ...medications,
  ...caregiver,
  ...journal,
  ...water,
  ...weather,
  ...calendar,
  ...insights,
  ...batch,
  ...dataTransfer,
  ...imports,
  ...reports,
  ...shares,
  ...platform,
];
