#!/usr/bin/env node
/**
 * The npm mirror of this workplace serves only the native binaries of some platforms, so a
 * fresh `npm install` leaves the others (darwin, win32, ...) out of package-lock.json and
 * `npm ci` then refuses the lockfile as out of sync. This adds the entries npm itself would
 * have written: optional, restricted by os/cpu/libc, so they are never fetched here.
 * Run it after any `npm install` that rewrites the lockfile: `node scripts/lockfile-foreign-platforms.mjs`.
 */
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = ["darwin", "linux", "win32", "freebsd", "android", "openharmony", "sunos", "aix", "netbsd", "openbsd"];
const CPU = {
  x64: "x64",
  arm64: "arm64",
  arm: "arm",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
};

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const entry = { optional: true };
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => p in CPU);
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [CPU[cpu]];
  if (os === "linux") entry.libc = [parts.some((p) => p.startsWith("musl")) ? "musl" : "glibc"];
  return os || cpu ? entry : null;
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec) ? spec : null;
    if (!platform || !version) continue;
    packages[`node_modules/${name}`] = { version, ...platform };
    added++;
  }
}
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`added ${added} lockfile entries for other platforms' optional binaries`);
