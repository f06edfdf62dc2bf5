/** The reports' operations: the four PDF health reports, the medical report, and emailing it. */
export { emailMedicalReport, listReportSends, SENDS_PER_HOUR, type ReportSend } from "./email";
export { healthReportPdf } from "./health-reports";
export { loadMedicalData, medicalReportPdf } from "./medical-report";
