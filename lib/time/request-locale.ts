/**
 * The reader's locale for dates on charts, read once per request from Accept-Language. Pages
 * resolve it and hand it to the charts, which stay synchronous: an async component is
 * streamed as a separate part of the page, which costs the server far more than the chart.
 */
import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { localeFromAcceptLanguage } from "./chart-labels";

export const requestLocale = cache(async (): Promise<string> =>
  localeFromAcceptLanguage((await headers()).get("accept-language")),
);
