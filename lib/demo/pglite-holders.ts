/**
 * Which other processes have the embedded database open. PGlite takes no lock on its data
 * directory, and two processes writing one directory corrupt it, so the demo looks before it
 * opens it: through /proc (Linux), where each process's open files are listed. Elsewhere it
 * cannot tell and answers an empty list.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";

export type Holder = { pid: number; command: string };

function list(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return []; // a process that ended meanwhile, or one we may not look into
  }
}

export function pgliteHolders(dataDir: string, { proc = "/proc", self = process.pid } = {}): Holder[] {
  const root = path.resolve(dataDir) + path.sep;
  const holders: Holder[] = [];
  for (const entry of list(proc)) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === self) continue;
    const fdDir = path.join(proc, entry, "fd");
    const holds = list(fdDir).some((fd) => {
      try {
        return readlinkSync(path.join(fdDir, fd)).startsWith(root);
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    let command = "";
    try {
      command = readFileSync(path.join(proc, entry, "cmdline"), "utf8")
        .split("\0")
        .join(" ")
        .trim();
    } catch {
      // the process ended while we looked: it is listed without its command
    }
    holders.push({ pid, command });
  }
  return holders;
}
