import Link from "next/link";
import { Card, CardTitle } from "@/components/ui/card";
import { PROMPT_CATEGORIES } from "@/lib/journal/prompts";

const USE_LINK =
  "inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 font-medium text-brand-700 hover:bg-brand-50";

/** Writing Prompts in four categories; a prompt opens today's entry with it inserted. */
export function WritingPrompts() {
  return (
    <div className="space-y-4">
      {PROMPT_CATEGORIES.map((c) => (
        <Card key={c.id} aria-labelledby={`prompts-${c.id}`}>
          <CardTitle>
            <span id={`prompts-${c.id}`}>{c.title}</span>
          </CardTitle>
          <ul className="space-y-2">
            {c.prompts.map((p, i) => (
              <li key={p} className="flex items-start justify-between gap-3 text-sm">
                <span className="pt-2.5 text-ink">{p}</span>
                <Link
                  href={`/journal?tab=today&prompt=${c.id}-${i}`}
                  className={USE_LINK}
                  aria-label={`Use prompt: ${p}`}
                >
                  Use
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
