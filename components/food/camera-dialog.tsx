"use client";

import { useEffect, type ReactNode, type RefObject } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** What a scanner dialog is given: whether it is open, and where its code goes. */
export type ScannerProps = { open: boolean; onClose: () => void; onResult: (code: string) => void };

/**
 * Runs `start` once the dialog (and its <video>) is shown, and `stop` then `reset` when it
 * closes, so a closed scanner never keeps the camera.
 */
export function useCameraWhileOpen(open: boolean, start: () => Promise<void>, stop: () => void, reset: () => void) {
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => void start(), 0);
    return () => {
      clearTimeout(t);
      stop();
      reset();
    };
  }, [open, start, stop, reset]);
}

/** A scanner's dialog: the camera's preview, or why it cannot show, with Try Again and Cancel. */
export function CameraDialog({
  open,
  onClose,
  title,
  video,
  error,
  onRetry,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  video: RefObject<HTMLVideoElement | null>;
  error: string | null;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          {error && <Button onClick={onRetry}>Try Again</Button>}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera preview"
          hidden={error !== null}
          className="aspect-video w-full rounded-xl bg-slate-900 object-cover"
        />
        {error && <Alert tone="error">{error}</Alert>}
        {children}
      </div>
    </Dialog>
  );
}
