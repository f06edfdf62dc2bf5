"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { ApiClientError, errorText, NETWORK_ERROR } from "@/lib/api/client";
import { MEAL_LABELS, grams, kcal } from "@/lib/food/format";
import { analysisPrefill, prefillHref } from "@/lib/food/prefill";
import { ANALYSIS_FAILED, IMAGE_TOO_LARGE, IMAGE_TYPES, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from "@/lib/food/schema";
import { ResultCard } from "./result-card";

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

/** Why a chosen file cannot be sent, or null: the route's own limits, checked before the upload. */
function fileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  return file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : null;
}

/**
 * Sends the photo as multipart form data, which the JSON client (`api`) does not send; a
 * failure is an ApiClientError like any other call's, so it reads through `errorText`.
 */
async function analyzePhoto(file: File): Promise<Analysis> {
  const form = new FormData();
  form.set("image_file", file);
  let res: Response;
  try {
    res = await fetch("/api/analyze-food-image", { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new ApiClientError(0, NETWORK_ERROR);
  }
  const data = (await res.json().catch(() => null)) as { analysis?: Analysis; detail?: string } | null;
  if (!res.ok || !data?.analysis) throw new ApiClientError(res.status, data?.detail ?? "");
  return data.analysis;
}

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
    setFile(f);
    setPreview(f ? URL.createObjectURL(f) : null);
    setError(f && fileProblem(f));
  }

  async function analyze(e: FormEvent) {
    e.preventDefault();
    if (!file || error) return;
    setAnalyzing(true);
    try {
      setResult(await analyzePhoto(file));
    } catch (err) {
      setError(errorText(err, ANALYSIS_FAILED));
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
                accept={IMAGE_TYPES.join(",")}
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
        <ResultCard
          id="analysis-result"
          title={result.food_name}
          about={result.description}
          figures={[
            { label: "Estimated calories", value: kcal(result.estimated_calories) },
            { label: "Serving size", value: result.serving_size },
            { label: "Confidence", value: `${result.confidence}%` },
            { label: "Suggested meal", value: MEAL_LABELS[result.meal_suggestion] ?? result.meal_suggestion },
            {
              label: "Protein · Carbs · Fat",
              value: `${grams(result.protein)} · ${grams(result.carbs)} · ${grams(result.fat)}`,
              wide: true,
            },
          ]}
        >
          <Button onClick={() => router.push(prefillHref(analysisPrefill(result)))}>Use This Result</Button>
          <Button variant="secondary" onClick={tryAgain}>
            Try Again
          </Button>
        </ResultCard>
      )}
    </div>
  );
}
