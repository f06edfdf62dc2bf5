/**
 * What the water card shows and sends: amounts in the user's units (ml, or US fl oz for
 * imperial users), stored in whole millilitres; glasses of 250 ml as the unit people read.
 */
import { formNumber } from "@/lib/validation/common";
import type { FieldErrors } from "@/lib/validation/issues";
import { flOzToMl, formatVolume, mlToFlOz, round } from "@/lib/units";
import { GLASS_FL_OZ, GLASS_FL_OZ_ML, GLASS_ML, WATER_AMOUNT_ML } from "./schema";

/** The one-tap amount in ml: a 250 ml glass, or 8 fl oz for imperial users. */
export function glassMl(imperial: boolean): number {
  return imperial ? GLASS_FL_OZ_ML : GLASS_ML;
}

/** The one-tap button's words. */
export function glassLabel(imperial: boolean): string {
  return imperial ? `+${GLASS_FL_OZ} fl oz` : `+${GLASS_ML} ml`;
}

/** "3 of 8 glasses (250 ml each)": the total and the target in glasses of 250 ml, to one decimal. */
export function glassesOfTarget(totalMl: number, targetMl: number, imperial: boolean): string {
  const target = round(targetMl / GLASS_ML, 1);
  return `${round(totalMl / GLASS_ML, 1)} of ${target} ${target === 1 ? "glass" : "glasses"} (${formatVolume(GLASS_ML, imperial)} each)`;
}

/** "750 / 2000 ml" or "25.4 / 67.6 fl oz". */
export function totalOfTarget(totalMl: number, targetMl: number, imperial: boolean): string {
  const target = formatVolume(targetMl, imperial);
  const total = imperial ? String(round(mlToFlOz(totalMl))) : String(Math.round(totalMl));
  return `${total} / ${target}`;
}

/** The custom amount's unit word in the user's units. */
export function amountUnit(imperial: boolean): string {
  return imperial ? "fl oz" : "ml";
}

const MAX_FL_OZ = round(mlToFlOz(WATER_AMOUNT_ML.max), 1);

/**
 * What the custom amount sends: ml as typed (the schema says what is wrong with it), or fl oz
 * converted to whole ml. Imperial input is checked in fl oz first, so its message is in the
 * unit the user typed.
 */
export function customWaterPayload(text: string, imperial: boolean, date: string) {
  const typed = formNumber(text);
  const amount_ml = imperial && typed !== undefined && Number.isFinite(typed) ? Math.round(flOzToMl(typed)) : typed;
  return { amount_ml, date };
}

export function imperialAmountErrors(text: string, imperial: boolean): FieldErrors {
  if (!imperial) return {};
  const typed = formNumber(text);
  if (typed === undefined) return { amount_ml: "Amount is required" };
  if (!Number.isFinite(typed)) return { amount_ml: "Amount must be a number of fl oz" };
  if (typed < 0.1 || typed > MAX_FL_OZ) return { amount_ml: `Amount must be between 0.1 and ${MAX_FL_OZ} fl oz` };
  return {};
}
