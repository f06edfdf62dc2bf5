/**
 * The parts of archiver 8 that the CSV export zips with: the package ships no types, and
 * @types/archiver would be a new dependency.
 */
declare module "archiver" {
  import type { Readable, Transform } from "node:stream";

  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number } });
    append(source: string | Buffer | Readable, data: { name: string; date?: Date }): this;
    finalize(): Promise<void>;
    pointer(): number;
  }
}
