import type { MetadataRoute } from "next";
import { TAGLINE } from "@/lib/navigation";

/**
 * The web app manifest (/manifest.webmanifest): what makes vitalog installable. The colours
 * are the light theme's brand and canvas (app/layout.tsx, app/globals.css); the icons are
 * rendered from app/icon.svg by scripts/app-icons.mjs. The shortcuts open the forms people
 * log from most: a food entry, a migraine, a dose.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "vitalog",
    short_name: "vitalog",
    description: `${TAGLINE}: food, exercise, migraines, vitals, medications and a journal in one place.`,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#098163",
    background_color: "#f6f8f9",
    categories: ["health", "fitness", "medical"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "Log food", url: "/food?tab=log", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: "Log migraine", url: "/health?tab=tracker", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: "Mark dose taken", url: "/medications", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    ],
  };
}
