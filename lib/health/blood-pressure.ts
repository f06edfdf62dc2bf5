/**
 * Blood pressure categories of the American Heart Association (2017 guideline):
 * normal < 120 and < 80; elevated 120–129 and < 80; stage 1 130–139 or 80–89;
 * stage 2 ≥ 140 or ≥ 90. The higher of the two numbers' categories wins.
 */
export type BpCategory = "normal" | "elevated" | "stage_1" | "stage_2";

export const BP_LABEL: Record<BpCategory, string> = {
  normal: "Normal",
  elevated: "Elevated",
  stage_1: "High blood pressure, stage 1",
  stage_2: "High blood pressure, stage 2",
};

export function classifyBloodPressure(systolic: number, diastolic: number): BpCategory {
  if (systolic >= 140 || diastolic >= 90) return "stage_2";
  if (systolic >= 130 || diastolic >= 80) return "stage_1";
  if (systolic >= 120) return "elevated";
  return "normal";
}

/** A reading worth flagging: anything above normal. */
export const isFlagged = (category: BpCategory) => category !== "normal";

export type BpReading = {
  date: string;
  time: string | null;
  systolic: number;
  diastolic: number;
  category: BpCategory;
};

type Metric = { metric_type: string; value: number; date: string; time: string | null };

/**
 * Pairs systolic and diastolic values taken together (the vitals form records both with
 * the same date and time) into classified readings, newest first.
 */
export function pairBloodPressure(metrics: Metric[]): BpReading[] {
  const byMoment = new Map<string, { date: string; time: string | null; systolic?: number; diastolic?: number }>();
  for (const m of metrics) {
    if (m.metric_type !== "blood_pressure_systolic" && m.metric_type !== "blood_pressure_diastolic") continue;
    const key = `${m.date} ${m.time ?? ""}`;
    const slot = byMoment.get(key) ?? { date: m.date, time: m.time };
    if (m.metric_type === "blood_pressure_systolic") slot.systolic ??= m.value;
    else slot.diastolic ??= m.value;
    byMoment.set(key, slot);
  }
  const readings: BpReading[] = [];
  for (const s of byMoment.values()) {
    if (s.systolic === undefined || s.diastolic === undefined) continue;
    readings.push({
      date: s.date,
      time: s.time,
      systolic: s.systolic,
      diastolic: s.diastolic,
      category: classifyBloodPressure(s.systolic, s.diastolic),
    });
  }
  return readings.sort((a, b) => `${b.date} ${b.time ?? ""}`.localeCompare(`${a.date} ${a.time ?? ""}`));
}
