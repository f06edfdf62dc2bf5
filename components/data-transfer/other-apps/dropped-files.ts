/**
 * The files of a drop, folders opened: an unzipped export (Fitbit's archive is a folder of
 * hundreds of JSON files) can be dropped as it is. A browser without folder entries gives the
 * dropped files as they are.
 */

type Entry = {
  isFile: boolean;
  isDirectory: boolean;
  fullPath: string;
  file?: (ok: (file: File) => void, fail: (err: unknown) => void) => void;
  createReader?: () => { readEntries: (ok: (entries: Entry[]) => void, fail: (err: unknown) => void) => void };
};

const FOLDER_FILES_MAX = 20_000;

function fileOf(entry: Entry): Promise<File | null> {
  return new Promise((resolve) => entry.file!(resolve, () => resolve(null)));
}

async function entriesOf(folder: Entry): Promise<Entry[]> {
  const reader = folder.createReader!();
  const all: Entry[] = [];
  // readEntries answers in batches (100 in Chromium) until an empty one
  for (;;) {
    const batch = await new Promise<Entry[]>((resolve) => reader.readEntries(resolve, () => resolve([])));
    if (batch.length === 0 || all.length > FOLDER_FILES_MAX) return all;
    all.push(...batch);
  }
}

async function walk(entry: Entry, out: File[]): Promise<void> {
  if (out.length >= FOLDER_FILES_MAX) return;
  if (entry.isFile) {
    const file = await fileOf(entry);
    if (!file) return;
    // the path inside the folder names the file, as a zip's entry would be named
    const name = entry.fullPath.replace(/^\//, "") || file.name;
    out.push(name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified }));
  } else if (entry.isDirectory) {
    for (const child of await entriesOf(entry)) await walk(child, out);
  }
}

export async function filesOfDrop(data: DataTransfer): Promise<File[]> {
  const entries = Array.from(data.items ?? [])
    .map((item) => (item.kind === "file" ? (item.webkitGetAsEntry?.() as Entry | null) : null))
    .filter((e): e is Entry => e !== null);
  if (entries.length === 0 || !entries.some((e) => e.isDirectory)) return Array.from(data.files);
  const out: File[] = [];
  for (const entry of entries) await walk(entry, out);
  return out;
}
