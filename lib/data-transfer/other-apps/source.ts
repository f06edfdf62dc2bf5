/**
 * The shape of an importer: it recognises the files of its app by name and first bytes, and
 * reads a recognised file as CSV rows, XML elements or one JSON value, putting records into a
 * sink. The reading itself (zips, streams, text decoding, tokenising) is ./read.ts's, so an
 * importer never holds a whole file.
 */
import type { ImportContext, RecordSink, SourceId } from "./types";

/** Reads a CSV file row by row; the first row is the file's header, when it has one. */
export type CsvReader = {
  format: "csv";
  begin(ctx: ImportContext, sink: RecordSink): { row(cells: string[]): void; end(): void };
};

/** Reads an XML file element by element (attributes as given, entities decoded). */
export type XmlReader = {
  format: "xml";
  /**
   * The file may go on with elements after its root element closes, and they are read too:
   * Apple Health's export_cda.xml closes its root before its vital signs.
   */
  afterRoot?: boolean;
  begin(
    ctx: ImportContext,
    sink: RecordSink,
  ): {
    open(name: string, attributes: Record<string, string>): void;
    close(name: string): void;
    end(): void;
  };
};

/**
 * Reads a JSON file whole: the apps that export JSON write many small files. A reader whose
 * records add up across files (a day's steps spread over two files) takes `begin` instead of
 * `read`: one reading of the files (a zip's entries, or the files read together) shares it,
 * each file is given to its `read`, and `end` follows the last file.
 */
export type JsonReader =
  | { format: "json"; read(value: unknown, ctx: ImportContext, sink: RecordSink): void }
  | { format: "json"; begin(ctx: ImportContext, sink: RecordSink): { read(value: unknown): void; end(): void } };

export type Reader = CsvReader | XmlReader | JsonReader;

/** A file an importer knows: what it is, and either how to read it or why it is not imported. */
export type Recognised =
  | { source: SourceId; fileKind: string; reader: Reader }
  | { source: SourceId | null; fileKind: string; notImported: string };

/**
 * `name` is the file's path (inside a zip, its entry name); `head` its first 64 KB as text,
 * byte-order mark removed. Null: not this importer's file.
 */
export type Recogniser = (name: string, head: string) => Recognised | null;
