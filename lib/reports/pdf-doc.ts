/**
 * A PDF document for exports and reports (pdfkit, standard fonts), with a header line on
 * every page, headings, label/value lines, simple tables and small vector charts.
 */
import "server-only";
import { Readable } from "node:stream";
import PDFDocument from "pdfkit";
import type { ChartPoint } from "@/lib/chart-point";

const MARGIN = 50;
const INK = "#0f172a";
const MUTED = "#475569";
const BRAND = "#0f766e";

/** The standard fonts speak WinAnsi only: other characters become "?" rather than garbage. */
export function pdfSafe(text: string): string {
  return text
    .replaceAll("\u2032", "'")
    .replaceAll("\u2033", '"')
    .replace(/[^\t\n\r\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/gu, "?");
}

export type Pdf = InstanceType<typeof PDFDocument>;

export function createPdf({ title, header }: { title: string; header: string }): Pdf {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: title, Author: "vitalog" },
  });
  doc.on("pageAdded", () => {
    const { x, y } = doc;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(MUTED)
      .text(pdfSafe(header), MARGIN, 25, { width: doc.page.width - 2 * MARGIN, lineBreak: false });
    doc.fillColor(INK).fontSize(10);
    doc.x = x;
    doc.y = y;
  });
  doc.addPage();
  doc.font("Helvetica-Bold").fontSize(18).fillColor(INK).text(pdfSafe(title));
  doc.moveDown(0.5);
  doc.font("Helvetica").fontSize(10);
  return doc;
}

export function toWebStream(doc: Pdf): ReadableStream<Uint8Array> {
  return Readable.toWeb(doc) as ReadableStream<Uint8Array>;
}

/** Starts a new page when fewer than `needed` points are left. */
export function ensureSpace(doc: Pdf, needed: number): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function heading(doc: Pdf, text: string, size = 14): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc.x = MARGIN;
  doc.font("Helvetica-Bold").fontSize(size).fillColor(BRAND).text(pdfSafe(text));
  doc.font("Helvetica").fontSize(10).fillColor(INK).moveDown(0.2);
}

export function line(doc: Pdf, text: string, options: { muted?: boolean; bold?: boolean; indent?: number } = {}): void {
  doc.x = MARGIN + (options.indent ?? 0);
  doc
    .font(options.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(10)
    .fillColor(options.muted ? MUTED : INK)
    .text(pdfSafe(text), { width: doc.page.width - 2 * MARGIN - (options.indent ?? 0) });
  doc.fillColor(INK).font("Helvetica");
}

export function field(doc: Pdf, label: string, value: string): void {
  doc.x = MARGIN;
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(INK)
    .text(`${pdfSafe(label)}: `, { continued: true });
  doc.font("Helvetica").text(pdfSafe(value));
}

/** A table column: its title and its width relative to the others. */
export type Column = readonly [title: string, width: number];

/** A table of text cells with relative column widths; repeats its header on a new page. */
export function table(doc: Pdf, columns: readonly Column[], rows: string[][]): void {
  const titles = columns.map(([title]) => title);
  const total = columns.reduce((n, [, width]) => n + width, 0);
  const usable = doc.page.width - 2 * MARGIN;
  const widths = columns.map(([, width]) => (width / total) * usable);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(pdfSafe(c), { width: widths[i]! - 4 }))) + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!bold) drawRow(titles, true);
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc.text(pdfSafe(c), x + 2, y + 2, { width: widths[i]! - 4 });
      x += widths[i]!;
    });
    doc.y = y + height;
    doc
      .strokeColor("#e2e8f0")
      .lineWidth(0.5)
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + usable, doc.y)
      .stroke();
  };
  drawRow(titles, true);
  for (const r of rows) drawRow(r, false);
  doc.x = MARGIN;
  doc.font("Helvetica").fontSize(10);
  doc.moveDown(0.3);
}

/** A bar or line chart drawn with vector paths, values written above the bars/points. */
export function chart(
  doc: Pdf,
  {
    title,
    points,
    kind = "bar",
    unit = "",
  }: { title: string; points: ChartPoint[]; kind?: "bar" | "line"; unit?: string },
): void {
  const height = 120;
  ensureSpace(doc, height + 50);
  doc.x = MARGIN;
  doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text(pdfSafe(title));
  const top = doc.y + 12;
  const width = doc.page.width - 2 * MARGIN;
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const max = Math.max(1, ...values);
  const step = width / Math.max(1, points.length);
  const yOf = (v: number) => top + height - (v / max) * height;
  doc
    .strokeColor(MUTED)
    .lineWidth(0.7)
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + width, top + height)
    .stroke();
  doc.font("Helvetica").fontSize(7).fillColor(MUTED);
  const labelEvery = Math.ceil(points.length / 12);
  let previous: [number, number] | null = null;
  points.forEach((p, i) => {
    const cx = MARGIN + step * i + step / 2;
    if (p.value !== null) {
      if (kind === "bar") {
        const barW = Math.max(2, step * 0.6);
        doc.rect(cx - barW / 2, yOf(p.value), barW, top + height - yOf(p.value)).fill(BRAND);
      } else {
        if (previous)
          doc.strokeColor(BRAND).lineWidth(1.5).moveTo(previous[0], previous[1]).lineTo(cx, yOf(p.value)).stroke();
        doc.circle(cx, yOf(p.value), 2).fill(BRAND);
        previous = [cx, yOf(p.value)];
      }
      if (points.length <= 14)
        doc.fillColor(INK).text(String(Math.round(p.value * 10) / 10), cx - 20, yOf(p.value) - 9, {
          width: 40,
          align: "center",
          lineBreak: false,
        });
    }
    if (i % labelEvery === 0)
      doc
        .fillColor(MUTED)
        .text(pdfSafe(p.label), cx - 20, top + height + 3, { width: 40, align: "center", lineBreak: false });
  });
  doc.x = MARGIN;
  doc.y = top + height + 16;
  doc.fillColor(INK).font("Helvetica").fontSize(10);
  if (unit) line(doc, `Values in ${unit}.`, { muted: true });
}
