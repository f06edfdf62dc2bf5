"use client";

import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { scalarOptions, type ScalarGlobal } from "./scalar-options";

let scalarLoad: Promise<ScalarGlobal> | undefined;

/**
 * Adds Scalar's bundle to the page once, with the request's nonce: the CSP runs only our own
 * scripts that carry it. zod inside the bundle probes `new Function` to compile its
 * validators, which the CSP refuses (a reported violation on every visit); `jitless` makes it
 * interpret them instead. The setting is zod's global one and stays for the rest of the visit,
 * which only spares the app's own zod the same refused probe.
 */
function loadScalar(src: string, nonce: string | undefined): Promise<ScalarGlobal> {
  scalarLoad ??= new Promise<ScalarGlobal>((resolve, reject) => {
    const zodConfig = ((globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig ??= {});
    zodConfig.jitless = true;
    const script = document.createElement("script");
    script.src = src;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const scalar = (window as { Scalar?: ScalarGlobal }).Scalar;
      if (scalar) resolve(scalar);
      else reject(new Error("Scalar did not load"));
    };
    script.onerror = () => reject(new Error("Scalar did not load"));
    document.head.append(script);
  }).catch((err: unknown) => {
    scalarLoad = undefined;
    throw err;
  });
  return scalarLoad;
}

/** The app's theme as the page shows it: the user's setting, or the device's for "system". */
function isDark(): boolean {
  const theme = document.documentElement.dataset.theme;
  if (theme === "dark" || theme === "light") return theme === "dark";
  return window.matchMedia("(prefers-color-scheme: dark)").matches;
}

/**
 * The interactive reference of the OpenAPI document, rendered by Scalar in the browser. It is
 * mounted when the page is shown and destroyed when the reader leaves, so no other page
 * carries Scalar's script or styles.
 */
export function ApiReference({
  scriptUrl,
  documentUrl,
  origin,
  nonce,
}: {
  scriptUrl: string;
  documentUrl: string;
  /** The server the examples and "Test request" address: the app's public origin. */
  origin: string;
  nonce: string | undefined;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let left = false;
    loadScalar(scriptUrl, nonce).then(
      (scalar) => {
        if (left || !mount.current) return;
        destroy = scalar.createApiReference(
          mount.current,
          scalarOptions({ documentUrl, origin, dark: isDark() }),
        ).destroy;
        setState("ready");
      },
      () => {
        if (!left) setState("failed");
      },
    );
    return () => {
      left = true;
      destroy?.();
    };
  }, [scriptUrl, documentUrl, origin, nonce]);

  return (
    <div aria-busy={state === "loading"}>
      {state === "loading" && <p className="py-6 text-sm text-muted">Loading the reference…</p>}
      {state === "failed" && (
        <Alert tone="error">
          The interactive reference could not be loaded. The document itself is at{" "}
          <a href={documentUrl} className="font-medium underline underline-offset-2">
            {documentUrl}
          </a>
          .
        </Alert>
      )}
      <div ref={mount} data-api-reference />
    </div>
  );
}
