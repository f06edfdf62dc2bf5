/** The plain shapes the health components receive from the page. */
export type MigraineItem = {
  trigger_id: string;
  severity: number;
  duration_hours: number | null;
  triggers: string[];
  symptoms: string[];
  location: string | null;
  treatment: string | null;
  notes: string | null;
  date: string;
  time: string | null;
};

export type MetricItem = {
  metric_id: string;
  metric_type: string;
  value: number;
  unit: string | null;
  notes: string | null;
  date: string;
  time: string | null;
};
