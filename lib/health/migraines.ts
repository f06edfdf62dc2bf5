/** The import path other domains (calendar, export, reports, insights) read episodes from; see `./service`. */
export { listMigrainesSince, migraineColumns, type Migraine } from "./service";
