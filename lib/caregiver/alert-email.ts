/** The email a caregiver gets when a family member's dose goes unmarked. */
import { formatLongDate } from "@/lib/time/format";

export type MissedDoseAlert = {
  viewerEmail: string;
  viewerName: string;
  memberId: string;
  memberName: string;
  /** The member's zone: the dose's date and time are theirs. */
  memberTimeZone: string;
  medicationName: string;
  dosage: string;
  date: string;
  time: string;
  minutes: number;
};

function after(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "an hour" : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

export function missedDoseAlertEmail(alert: MissedDoseAlert, appUrl: string) {
  const link = `${appUrl}/family/${alert.memberId}`;
  const when = `${alert.time} on ${formatLongDate(alert.date)} (${alert.memberTimeZone} time)`;
  return {
    to: alert.viewerEmail,
    subject: `Missed dose: ${alert.memberName}'s ${alert.medicationName} at ${alert.time}`,
    text:
      `Hi ${alert.viewerName},\n\n${alert.memberName}'s dose of ${alert.medicationName} (${alert.dosage}) ` +
      `due at ${when} has not been marked as taken or skipped ${after(alert.minutes)} after its time.\n\n` +
      `See ${alert.memberName}'s medications: ${link}\n\n` +
      `You get these alerts because you turned on missed-dose alerts for ${alert.memberName} in your family ` +
      `settings; you can turn them off there.\n\nvitalog`,
    healthData: true,
  };
}
