/**
 * Before any worker starts: the production build (outside CI, which has just built), the
 * fake camera's video, and the migrated template the workers' databases are copied from.
 */
import { execFileSync } from "node:child_process";
import { prepareTemplate } from "./app-database";
import makeFakeCameraVideo from "./fake-camera";

export default async function globalSetup(): Promise<() => Promise<void>> {
  // locally the tests always run against a fresh build
  if (!process.env.CI) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  await makeFakeCameraVideo();
  return prepareTemplate();
}
