"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { NETWORK_ERROR } from "@/lib/api/client";
import { MEAL_LABELS, grams, kcal } from "@/lib/food/format";
import { prefillHref } from "@/lib/food/prefill";

const FAILED = "Failed to analyze image. Please try again.";
const MAX_BYTES = 8 * 1024 * 1024;
const TYPES = ["image/jpeg", "image/png", "image/webp"];

type Analysis = {
  food_name: string;
  estimated_calories: number;
  serving_size: string;
  confidence: number;
  meal_suggestion: string;
  description: string;
  protein: number;
  carbs: number;
  fat: number;
};

/** AI Scan: upload a food photo, see the model's estimate, use it or try again. */
export function PhotoPanel() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [result, setResult] = useState<Analysis | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(f: File | null) {
    setResult(null);
    setError(null);
    setFile(f);
    setPreview(f ? URL.createObjectURL(f) : null);
    if (f && !TYPES.includes(f.type)) setError("Please choose a JPEG, PNG or WebP image.");
    else if (f && f.size > MAX_BYTES) setError("The image is too large. The limit is 8 MB.");
  }

  async function analyze(e: FormEvent) {
    e.preventDefault();
    if (!file || error) return;
    setAnalyzing(true);
    setError(null);
    try {
      const form = new FormData();
      form.set("image_file", file);
      let res: Response;
      try {
        res = await fetch("/api/analyze-food-image", { method: "POST", body: form, credentials: "same-origin" });
      } catch {
        setError(NETWORK_ERROR);
        return;
      }
      const data = (await res.json().catch(() => null)) as {
        success?: boolean;
        analysis?: Analysis;
        message?: string;
        detail?: string;
      } | null;
      if (!res.ok || !data?.success || !data.analysis) setError(data?.message || data?.detail || FAILED);
      else setResult(data.analysis);
    } finally {
      setAnalyzing(false);
    }
  }

  function tryAgain() {
    setResult(null);
    setError(null);
    setFile(null);
    setPreview(null);
  }

  function use(a: Analysis) {
    router.push(
      prefillHref({
        food_name: a.food_name,
        calories: a.estimated_calories,
        meal_type: "lunch",
        serving_size: a.serving_size,
        protein: a.protein,
        carbs: a.carbs,
        fat: a.fat,
      }),
    );
  }

  return (
    <div className="space-y-4">
      {!result && (
        <form onSubmit={analyze} className="space-y-3" noValidate>
          <Field label="Food photo" hint="A JPEG, PNG or WebP picture of your meal, up to 8 MB.">
            {(p) => (
              <Input
                {...p}
                key={file ? "chosen" : "empty"}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                capture="environment"
                className="py-2"
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          {preview && (
            // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable asset
            <img src={preview} alt="The chosen food photo" className="max-h-64 w-full rounded-xl object-cover" />
          )}
          <Button type="submit" disabled={!file || analyzing || Boolean(error)} className="w-full sm:w-auto">
            {analyzing ? "Analyzing..." : "Analyze Photo"}
          </Button>
        </form>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {result && (
        <section
          aria-labelledby="analysis-result"
          className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
        >
          <h3 id="analysis-result" className="text-lg font-semibold text-ink">
            {result.food_name}
          </h3>
          <p className="text-sm text-muted">{result.description}</p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted">Estimated calories</dt>
              <dd className="font-semibold">{kcal(result.estimated_calories)}</dd>
            </div>
            <div>
              <dt className="text-muted">Serving size</dt>
              <dd className="font-semibold">{result.serving_size}</dd>
            </div>
            <div>
              <dt className="text-muted">Confidence</dt>
              <dd className="font-semibold">{result.confidence}%</dd>
            </div>
            <div>
              <dt className="text-muted">Suggested meal</dt>
              <dd className="font-semibold">{MEAL_LABELS[result.meal_suggestion] ?? result.meal_suggestion}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted">Protein · Carbs · Fat</dt>
              <dd className="font-semibold">
                {grams(result.protein)} · {grams(result.carbs)} · {grams(result.fat)}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => use(result)}>Use This Result</Button>
            <Button variant="secondary" onClick={tryAgain}>
              Try Again
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
