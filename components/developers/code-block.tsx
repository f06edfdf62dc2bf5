import type { Example } from "@/lib/developers/examples";
import { CopyButton } from "./copy-button";

/** A titled code example with a Copy button; long lines scroll inside the block, not the page. */
export function CodeBlock({ example }: { example: Example }) {
  const codeId = `example-${example.id}`;
  return (
    <figure className="min-w-0">
      <figcaption className="flex min-h-11 items-center justify-between gap-2">
        <span className="text-sm font-medium text-ink">{example.title}</span>
        <CopyButton text={example.code} targetId={codeId} label={`Copy: ${example.title}`} />
      </figcaption>
      <pre
        className="overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm leading-relaxed text-ink"
        tabIndex={0}
        aria-label={example.title}
      >
        <code id={codeId} data-language={example.language}>
          {example.code}
        </code>
      </pre>
    </figure>
  );
}
