/** One point of a chart, on screen or in a PDF: a label on the x axis and its value (null: no data that day). */
export type ChartPoint = { label: string; value: number | null };
