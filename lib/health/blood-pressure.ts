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

/** Bounds of each number in mmHg, wide enough for any reading a home cuff takes from a living person. */
export const SYSTOLIC_RANGE = { min: 60, max: 260 } as const;
export const DIASTOLIC_RANGE = { min: 30, max: 160 } as const;

/** The order of a reading's two numbers: the pressure of a heartbeat is above the pressure between beats. */
export const BP_ORDER_MESSAGE = "Systolic blood pressure must be higher than diastolic";

/** Why two numbers are no reading (the systolic not above the diastolic), else null. */
export function bloodPressureIssue(systolic: number, diastolic: number): string | null {
  return systolic > diastolic ? null : BP_ORDER_MESSAGE;
}

/** "128/84 mmHg": a reading as one value. */
export function formatBloodPressure(systolic: number, diastolic: number): string {
  return `${Math.round(systolic)}/${Math.round(diastolic)} mmHg`;
}

/** The other half of a reading's pair, for a systolic or diastolic type; null for any other type. */
export function bloodPressurePartner(type: string): "blood_pressure_systolic" | "blood_pressure_diastolic" | null {
  if (type === "blood_pressure_systolic") return "blood_pressure_diastolic";
  if (type === "blood_pressure_diastolic") return "blood_pressure_systolic";
  return null;
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

/** One line of a list of measurements: a measurement, or a blood pressure pair read as one. */
export type ShownMetric<M> =
  | { kind: "metric"; metric: M }
  | { kind: "blood_pressure"; systolic: M; diastolic: M; text: string; category: BpCategory };

/**
 * A list of measurements with each blood pressure pair (a systolic and a diastolic at the same
 * date and time) merged into one line "128/84 mmHg", at the place of its first half; a half
 * without its partner stays a measurement of its own. The order of the list is kept.
 */
export function withBloodPressureReadings<M extends Metric>(metrics: M[]): ShownMetric<M>[] {
  const partners = new Map<string, M>();
  for (const m of metrics) {
    if (!bloodPressurePartner(m.metric_type)) continue;
    const key = `${m.metric_type} ${m.date} ${m.time ?? ""}`;
    if (!partners.has(key)) partners.set(key, m);
  }
  const used = new Set<M>();
  const shown: ShownMetric<M>[] = [];
  for (const m of metrics) {
    if (used.has(m)) continue;
    const partner = bloodPressurePartner(m.metric_type);
    const other = partner ? partners.get(`${partner} ${m.date} ${m.time ?? ""}`) : undefined;
    if (!other || used.has(other) || partners.get(`${m.metric_type} ${m.date} ${m.time ?? ""}`) !== m) {
      shown.push({ kind: "metric", metric: m });
      continue;
    }
    used.add(m).add(other);
    const [systolic, diastolic] = partner === "blood_pressure_diastolic" ? [m, other] : [other, m];
    shown.push({
      kind: "blood_pressure",
      systolic,
      diastolic,
      text: formatBloodPressure(systolic.value, diastolic.value),
      category: classifyBloodPressure(systolic.value, diastolic.value),
    });
  }
  return shown;
}
