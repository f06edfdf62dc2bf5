"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AutoScanDialog } from "./auto-scan-dialog";
import { ManualCameraDialog } from "./manual-camera-dialog";

/**
 * The two camera scanners: one decodes barcodes by itself; the other only
 * shows the camera, and the user types the number they read.
 */
export function CameraScanners({ onResult }: { onResult: (barcode: string) => void }) {
  const [which, setWhich] = useState<"auto" | "manual" | null>(null);
  const close = () => setWhich(null);
  const done = (code: string) => {
    setWhich(null);
    onResult(code);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setWhich("auto")}>Scan with Camera</Button>
      <Button variant="secondary" onClick={() => setWhich("manual")}>
        Camera with Manual Entry
      </Button>
      <AutoScanDialog open={which === "auto"} onClose={close} onResult={done} />
      <ManualCameraDialog open={which === "manual"} onClose={close} onResult={done} />
    </div>
  );
}
