/**
 * Metric ⇄ imperial: 0.453592 kg a pound, 2.54 cm an inch, 12 inches a foot, 29.5735 ml a US
 * fluid ounce. Storage is always metric.
 */
export const KG_PER_LB = 0.453592;
export const LBS_PER_KG = 2.20462;
export const CM_PER_INCH = 2.54;
export const ML_PER_FL_OZ = 29.5735;
/** The thermochemical calorie: food labels and apps that give kJ convert with it. */
export const KJ_PER_KCAL = 4.184;

export function lbsToKg(lbs: number): number {
  return lbs * KG_PER_LB;
}
export function kgToLbs(kg: number): number {
  return kg * LBS_PER_KG;
}
export function feetInchesToCm(feet: number, inches: number): number {
  return (12 * feet + inches) * CM_PER_INCH;
}
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}
export function flOzToMl(flOz: number): number {
  return flOz * ML_PER_FL_OZ;
}
export function mlToFlOz(ml: number): number {
  return ml / ML_PER_FL_OZ;
}
export function celsiusToFahrenheit(c: number): number {
  return (c * 9) / 5 + 32;
}
export function fahrenheitToCelsius(f: number): number {
  return ((f - 32) * 5) / 9;
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function formatWeight(kg: number, imperial: boolean): string {
  return imperial ? `${round(kgToLbs(kg))} lbs` : `${round(kg)} kg`;
}
export function formatHeight(cm: number, imperial: boolean): string {
  if (!imperial) return `${Math.round(cm)} cm`;
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet}′ ${inches}″`;
}
export function formatTemperature(celsius: number, imperial: boolean): string {
  return imperial ? `${round(celsiusToFahrenheit(celsius))} °F` : `${round(celsius)} °C`;
}
/** A volume of water as people read it: whole millilitres, or US fluid ounces to one decimal. */
export function formatVolume(ml: number, imperial: boolean): string {
  return imperial ? `${round(mlToFlOz(ml))} fl oz` : `${Math.round(ml)} ml`;
}
