/**
 * Chromium's fake camera plays a .y4m file. Playwright's globalSetup makes one before the
 * browsers start: an EAN-13 drawn by bwip-js, framed on white by ffmpeg (TOOLCHAIN.md).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import bwipjs from "bwip-js/node";

/** The product the video shows: Nutella on the Open Food Facts stand-in (tests/fakes/off.ts). */
export const CAMERA_BARCODE = "3017620422003";
export const CAMERA_VIDEO = path.resolve(".data/e2e-camera/ean13.y4m");

export default async function makeFakeCameraVideo(): Promise<void> {
  const dir = path.dirname(CAMERA_VIDEO);
  mkdirSync(dir, { recursive: true });
  const png = await bwipjs.toBuffer({
    bcid: "ean13",
    text: CAMERA_BARCODE,
    scale: 3,
    height: 20,
    includetext: true,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: "FFFFFF",
  });
  const pngPath = path.join(dir, "ean13.png");
  writeFileSync(pngPath, png);
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-loop",
    "1",
    "-i",
    pngPath,
    "-vf",
    "scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p",
    "-t",
    "2",
    "-r",
    "10",
    CAMERA_VIDEO,
  ]);
}
