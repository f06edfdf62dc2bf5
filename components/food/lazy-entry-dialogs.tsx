"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";

/** The dialogs load on the first Edit or Delete: the food page's first view needs neither. */
const EntryDialogs = dynamic(() => import("./entry-dialogs").then((m) => m.EntryDialogs), { ssr: false });

/** The edit dialog and the delete confirmation, mounted only while one of them is open. */
export function LazyEntryDialogs(props: ComponentProps<typeof EntryDialogs>) {
  return props.editing || props.deleting ? <EntryDialogs {...props} /> : null;
}
