/** Cronometer's export files, as the preview names them. */
export const SERVINGS = "Servings";
export const DAILY_SUMMARY = "Daily summary";
export const BIOMETRICS = "Biometrics";
export const FASTS = "Fasts";

export const FASTS_NOT_IMPORTED = "Fasts are not imported: vitalog has no fasting log.";
