/** The import path other domains (calendar, export, dashboard) read measurements from; see `./service`. */
export { listMetricsSince, metricColumns, type HealthMetric } from "./service";
