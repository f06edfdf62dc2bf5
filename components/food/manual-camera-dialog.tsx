"use client";

import { useCallback, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { CameraDialog, useCameraWhileOpen, type ScannerProps } from "./camera-dialog";
import { cameraErrorMessage, cameraUnavailable } from "./camera-errors";

/**
 * The second scanner: the camera only shows the package (ideal 1280×720, at least
 * 640×480) and the user types the number they read. Closing releases the camera.
 */
export function ManualCameraDialog({ open, onClose, onResult }: ScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [typed, setTyped] = useState("");

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    stop();
    setError(null);
    const blocked = cameraUnavailable();
    if (blocked) return setError(blocked);
    try {
      const s = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: "environment", width: { min: 640, ideal: 1280 }, height: { min: 480, ideal: 720 } },
        audio: false,
      });
      stream.current = s;
      if (video.current) {
        video.current.srcObject = s;
        await video.current.play().catch(() => undefined);
      }
    } catch (err) {
      setError(cameraErrorMessage(err));
    }
  }, [stop]);

  const reset = useCallback(() => setTyped(""), []);
  useCameraWhileOpen(open, start, stop, reset);

  function submit(e: FormEvent) {
    e.preventDefault();
    const code = typed.trim();
    if (!code) return; // empty input is ignored
    stop();
    onResult(code);
  }

  return (
    <CameraDialog
      open={open}
      onClose={onClose}
      title="Camera Barcode Entry"
      video={video}
      error={error}
      onRetry={() => void start()}
    >
      <form onSubmit={submit} className="flex items-end gap-2" noValidate>
        <Field label="Barcode you see" className="flex-1">
          {(p) => (
            <Input
              {...p}
              inputMode="numeric"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="shrink-0">
          Use Barcode
        </Button>
      </form>
    </CameraDialog>
  );
}
