import { TitledCard } from "@/components/ui/card";
import { curlExamples, typescriptExamples } from "@/lib/developers/examples";
import { CodeBlock } from "./code-block";

/** Requests to copy: curl first, then TypeScript with types generated from the document. */
export function ExamplesCard({ origin, today }: { origin: string; today: string }) {
  return (
    <TitledCard id="developers-examples" title="Make a request">
      <div className="space-y-6">
        <section aria-labelledby="developers-curl" className="space-y-3">
          <h3 id="developers-curl" className="font-semibold text-ink">
            curl
          </h3>
          {curlExamples(origin).map((example) => (
            <CodeBlock key={example.id} example={example} />
          ))}
        </section>
        <section aria-labelledby="developers-typescript" className="space-y-3">
          <h3 id="developers-typescript" className="font-semibold text-ink">
            JavaScript and TypeScript
          </h3>
          <p className="text-sm text-muted">
            <code className="font-mono">openapi-typescript</code> turns the document into types, and{" "}
            <code className="font-mono">openapi-fetch</code> checks every path, parameter, body and answer against them.
          </p>
          {typescriptExamples(origin, today).map((example) => (
            <CodeBlock key={example.id} example={example} />
          ))}
        </section>
      </div>
    </TitledCard>
  );
}
