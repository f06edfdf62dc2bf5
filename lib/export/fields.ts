/**
 * The export periods.
 * Free of zod: client components import from here, so zod stays out of the browser
 * bundle. `./schema` re-exports everything here.
 */
export const PERIOD_DAYS = { min: 7, max: 730, default: 90 } as const;

/** The periods offered for the medical report (the API takes any from 7 to 730 days). */
export const MEDICAL_PERIODS = [30, 90, 180, 365] as const;
