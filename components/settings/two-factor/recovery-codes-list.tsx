"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * New recovery codes, shown this once: copy them, download them as a text file, then confirm
 * they are saved. Nothing shows them again.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `vitalog recovery codes\nEach code signs you in once if you cannot use your authenticator app or passkey.\n\n${codes.join("\n")}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "vitalog-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-3" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="font-semibold text-ink">
        Save your recovery codes
      </h3>
      <Alert tone="warning">
        Keep these codes somewhere safe, such as a password manager. Each one signs you in once if you lose your phone
        or passkey. This is the only time they are shown.
      </Alert>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? "Copied" : "Copy codes"}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          Download
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
