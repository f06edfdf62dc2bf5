/** The records the health components receive from the page: the service's rows, as far as a card reads them. */
import type { HealthMetric, MigraineWithMedications } from "@/lib/health/service";

export type MigraineItem = Omit<MigraineWithMedications, "created_at">;
export type MetricItem = Omit<HealthMetric, "created_at">;
