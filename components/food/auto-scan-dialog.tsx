"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { barcodeProblem, upcEToUpcA } from "@/lib/food/barcode-check";
import { CameraDialog, useCameraWhileOpen, type ScannerProps } from "./camera-dialog";
import { cameraErrorMessage, cameraUnavailable } from "./camera-errors";

type State =
  { kind: "idle" } | { kind: "scanning" } | { kind: "success"; code: string } | { kind: "error"; message: string };
type Reader = { reset: () => void };

const SCAN_INTERVAL_MS = 500;

/**
 * The auto-decoding scanner: idle → scanning → success (code passed back, camera stopped)
 * or error (message, Try Again, Cancel). Closing the dialog always releases the camera.
 */
export function AutoScanDialog({ open, onClose, onResult }: ScannerProps) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const video = useRef<HTMLVideoElement>(null);
  const reader = useRef<Reader | null>(null);
  const session = useRef(0);
  // the latest callback, without restarting the camera when the parent re-renders
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  const stop = useCallback(() => {
    session.current += 1; // late callbacks of a stopped session are ignored
    reader.current?.reset();
    reader.current = null;
    const stream = video.current?.srcObject as MediaStream | null | undefined;
    stream?.getTracks().forEach((t) => t.stop());
    if (video.current) video.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    stop();
    const mine = session.current;
    const blocked = cameraUnavailable();
    if (blocked) return setState({ kind: "error", message: blocked });
    setState({ kind: "scanning" });
    try {
      const { BrowserMultiFormatReader, BarcodeFormat, DecodeHintType } = await import("@zxing/library");
      if (mine !== session.current || !video.current) return;
      const hints = new Map([
        [
          DecodeHintType.POSSIBLE_FORMATS,
          [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E, BarcodeFormat.ITF],
        ],
      ]);
      const r = new BrowserMultiFormatReader(hints, SCAN_INTERVAL_MS);
      reader.current = r;
      await r.decodeFromConstraints(
        { video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false },
        video.current,
        (result) => {
          if (!result || mine !== session.current) return;
          const text = result.getText().trim();
          // UPC-E's check digit belongs to its UPC-A form, which is also how products know it
          const code = result.getBarcodeFormat() === BarcodeFormat.UPC_E ? (upcEToUpcA(text) ?? text) : text;
          if (barcodeProblem(code)) return; // a misread: keep scanning
          stop();
          setState({ kind: "success", code });
          onResultRef.current(code);
        },
      );
    } catch (err) {
      if (mine !== session.current) return;
      stop();
      setState({ kind: "error", message: cameraErrorMessage(err) });
    }
  }, [stop]);

  const reset = useCallback(() => setState({ kind: "idle" }), []);
  useCameraWhileOpen(open, start, stop, reset);

  return (
    <CameraDialog
      open={open}
      onClose={onClose}
      title="Scan Barcode"
      video={video}
      error={state.kind === "error" ? state.message : null}
      onRetry={() => void start()}
    >
      {state.kind === "scanning" && (
        <p role="status" className="text-sm text-muted">
          Point the camera at a barcode. It is read automatically.
        </p>
      )}
      {state.kind === "success" && (
        <p role="status" className="text-sm font-medium text-brand-700">
          Scanned {state.code}
        </p>
      )}
    </CameraDialog>
  );
}
