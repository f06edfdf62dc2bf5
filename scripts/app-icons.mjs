#!/usr/bin/env node
/**
 * Renders the installed app's icons (public/icons/) from app/icon.svg in Debian's Chromium:
 * 192 and 512 px as drawn, and a 512 px maskable one whose mark sits inside the central
 * 80 % circle (the safe zone a launcher's mask never cuts) on a full-bleed background.
 * Run once after changing the logo: `node scripts/app-icons.mjs`; the PNGs are committed.
 */
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const svg = readFileSync("app/icon.svg", "utf8");
const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? "#0b8a6b";
const mark = svg.replace(/<rect[^>]*\/>/, "");

const html = (size, maskable) =>
  maskable
    ? `<body style="margin:0;background:${background}">
         <div style="width:${size}px;height:${size}px;display:grid;place-items:center">
           ${mark.replace("<svg ", `<svg width="${size * 0.78}" height="${size * 0.78}" `)}
         </div></body>`
    : `<body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(html(size, maskable));
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: !maskable });
  await page.close();
}
await browser.close();
