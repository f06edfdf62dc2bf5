/**
 * The parts of pdfkit 0.20 that the reports draw with: the package ships no types, and
 * @types/pdfkit would be a new dependency.
 */
declare module "pdfkit" {
  import type { Readable } from "node:stream";

  type Margins = { top: number; bottom: number; left: number; right: number };
  export type PDFDocumentOptions = {
    size?: string | [number, number];
    margin?: number;
    margins?: Margins;
    autoFirstPage?: boolean;
    bufferPages?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string; CreationDate?: Date };
  };
  export type TextOptions = {
    width?: number;
    height?: number;
    align?: "left" | "center" | "right" | "justify";
    continued?: boolean;
    lineGap?: number;
    lineBreak?: boolean;
    ellipsis?: boolean | string;
  };

  class PDFDocument extends Readable {
    constructor(options?: PDFDocumentOptions);
    x: number;
    y: number;
    page: { width: number; height: number; margins: Margins };
    font(name: string): this;
    fontSize(size: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    addPage(options?: PDFDocumentOptions): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    rect(x: number, y: number, w: number, h: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    circle(x: number, y: number, r: number): this;
    stroke(color?: string): this;
    fill(color?: string): this;
    save(): this;
    restore(): this;
    heightOfString(text: string, options?: TextOptions): number;
    widthOfString(text: string, options?: TextOptions): number;
    end(): void;
  }
  export default PDFDocument;
}
