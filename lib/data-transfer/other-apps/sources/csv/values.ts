/**
 * Numbers as CSV cells write them: "72.5", "72,5" (a decimal comma), "1,234.5" and "1,234"
 * (thousands), a unit after the number ("72.5 kg"), a pair ("120/80"), a duration ("1:30").
 */
export type CellValue = { value: number; unit: string | null };

const NUMBER = /^([-+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+))\s*(.*)$/;

function toNumber(text: string): number | null {
  let digits = text;
  if (digits.includes(".")) digits = digits.replace(/,/g, "");
  else if (/^[-+]?\d{1,3}(,\d{3})+$/.test(digits)) digits = digits.replace(/,/g, "");
  else digits = digits.replace(",", ".");
  const value = Number(digits);
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(digits) && Number.isFinite(value) ? value : null;
}

/** The number of a cell and the unit written after it; null when the cell holds no number. */
export function parseValue(text: string): CellValue | null {
  const m = NUMBER.exec(text.trim());
  if (!m) return null;
  const value = toNumber(m[1]!);
  if (value === null) return null;
  const unit = m[2]!.trim();
  return { value, unit: unit || null };
}

/** "120/80" (and "120 / 80 mmHg"): the two numbers of a blood pressure; null when not a pair. */
export function parsePair(text: string): [number, number] | null {
  const m = /^\s*(\d{2,3})\s*\/\s*(\d{2,3})\b/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** "1:30" or "1:30:00": hours, minutes (and seconds) as a number of minutes; null otherwise. */
export function parseClockDuration(text: string): number | null {
  const m = /^\s*(\d{1,3}):([0-5]\d)(?::([0-5]\d))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]) + Number(m[3] ?? 0) / 60;
}
