/**
 * Reports saved as web pages, such as Migraine Buddy's HTML report: vitalog does not read
 * records out of a page meant for people, and says so instead of calling it an unknown file.
 */
import type { Recogniser } from "../source";

export const MIGRAINE_BUDDY_NOT_IMPORTED =
  "Migraine Buddy's report is a page for reading, not an export of records, so it is not imported. Log past attacks under Health → Migraines.";
export const WEB_PAGE_NOT_IMPORTED = "Web pages are not imported: export the records as CSV from the app instead.";

export const recogniseWebPage: Recogniser = (name, head) => {
  if (!/\.html?$/i.test(name) && !/^\s*<(!doctype html|html|div|td|tr|table)\b/i.test(head)) return null;
  if (/migraine|Helpful<\/b>|Unhelpful<\/b>|font-family:&quot;Lato&quot;/i.test(head)) {
    return { source: null, fileKind: "Migraine Buddy report", notImported: MIGRAINE_BUDDY_NOT_IMPORTED };
  }
  return { source: null, fileKind: "Web page", notImported: WEB_PAGE_NOT_IMPORTED };
};
