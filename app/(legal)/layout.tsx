import type { ReactNode } from "react";
import { BrandPage } from "@/components/shell/brand-page";

/** The legal pages: readable signed in and signed out, with the brand linking home. */
export default function LegalLayout({ children }: { children: ReactNode }) {
  return <BrandPage width="wide">{children}</BrandPage>;
}
