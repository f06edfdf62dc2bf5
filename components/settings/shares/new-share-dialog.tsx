"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useCopySecret } from "@/components/ui/use-copy-secret";

/** What POST /api/shares answers: the link and the PIN, this once. */
export type NewShare = { share_id: string; url: string; expires_at: string; pin?: string; emailed: boolean };

/**
 * The new link (and PIN), shown this one time, with a Copy button for the link.
 */
export function NewShareDialog({
  share,
  onClose,
}: {
  share: (NewShare & { name: string }) | null;
  onClose: () => void;
}) {
  const { state: copy, target, copy: copyText, reset } = useCopySecret();
  const copyLink = () => (share ? copyText(share.url) : Promise.resolve());
  const close = () => {
    reset();
    onClose();
  };

  return (
    <Dialog
      open={share !== null}
      onClose={close}
      title="Your provider link"
      footer={
        <>
          <Button variant="secondary" onClick={() => void copyLink()}>
            {copy === "copied" ? "Copied" : "Copy link"}
          </Button>
          <Button onClick={close}>Done</Button>
        </>
      }
    >
      {share && (
        <div className="space-y-3 text-sm">
          <Alert tone="warning">
            This is the only time the link{share.pin ? " and its PIN are" : " is"} shown. Anyone with the link
            {share.pin ? " and the PIN" : ""} sees what you chose until it ends or you revoke it.
          </Alert>
          <div className="space-y-1">
            <p id="new-share-label" className="font-medium text-ink">
              Link for {share.name}
            </p>
            <code
              ref={target}
              aria-labelledby="new-share-label"
              data-secret
              className="block rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm break-all text-ink select-all"
            >
              {share.url}
            </code>
          </div>
          {share.pin && (
            <div className="space-y-1">
              <p id="new-share-pin-label" className="font-medium text-ink">
                PIN
              </p>
              <code
                aria-labelledby="new-share-pin-label"
                data-pin
                className="block rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-lg tracking-widest text-ink select-all"
              >
                {share.pin}
              </code>
              <p className="text-muted">
                Give the PIN to the doctor separately, by phone for instance, not with the link.
              </p>
            </div>
          )}
          {share.emailed && <p className="text-muted">We emailed the link (without the PIN) to the doctor.</p>}
          <p aria-live="polite" className="text-muted">
            {copy === "copied"
              ? "Link copied to the clipboard."
              : copy === "manual"
                ? "The link is selected: copy it with your device's copy command."
                : ""}
          </p>
        </div>
      )}
    </Dialog>
  );
}
