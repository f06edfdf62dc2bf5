/** How medications read on screen and in reports. */
import { addDays } from "@/lib/time/dates";

export const FREQUENCY_LABELS: Record<string, string> = {
  daily: "Once daily",
  twice_daily: "Twice daily",
  three_times_daily: "Three times daily",
  weekly: "Weekly",
  as_needed: "As needed",
};

/** A frequency as people read it; an unknown one as stored. */
export function frequencyLabel(frequency: string): string {
  return FREQUENCY_LABELS[frequency] ?? frequency;
}

/** "Active", "As Needed" (prn), and "Inactive" for any other status. */
export function statusLabel(status: string): string {
  if (status === "active") return "Active";
  if (status === "prn") return "As Needed";
  return "Inactive";
}

/** The Medications subtitle: the next dose, with its day unless it is today. */
export function nextDoseLine(
  next: { name: string; dosage: string; date: string; time: string } | null,
  today: string,
): string {
  if (!next) return "No upcoming doses scheduled";
  const day = next.date === today ? "" : next.date === addDays(today, 1) ? " tomorrow" : ` on ${next.date}`;
  return `Next dose: ${next.name} ${next.dosage} at ${next.time}${day}`;
}
