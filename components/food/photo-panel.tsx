"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
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

/** The photo as the route reads it: the multipart field "image_file". */
function photoBody(file: File): FormData {
  const form = new FormData();
  form.set("image_file", file);
  return form;
}

/** AI Scan: upload a food photo, see the model's estimate, use it (on the day shown) or try again. */
export function PhotoPanel({ date, today }: { date: string; today: string }) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [result, setResult] = useState<Analysis | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const analysis = useApiAction<File, { analysis: Analysis }>({
    request: (photo) => ({ path: "/api/analyze-food-image", body: photoBody(photo) }),
    failure: ANALYSIS_FAILED,
    errorIn: "form",
    onSuccess: (res) => setResult(res.analysis),
    refresh: false,
  });
  const error = analysis.error;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(f: File | null) {
    setResult(null);
    const problem = f && fileProblem(f);
    // a refused file is never uploaded, nor shown as a broken picture
    setFile(problem ? null : f);
    setPreview(f && !problem ? URL.createObjectURL(f) : null);
    analysis.clear();
    setFileError(problem);
  }

  function analyze(e: FormEvent) {
    e.preventDefault();
    if (file && !fileError) void analysis.run(file);
  }

  function tryAgain() {
    setResult(null);
    setFileError(null);
    analysis.clear();
    setFile(null);
    setPreview(null);
  }

  return (
    <div className="space-y-4">
      {!result && (
        <form onSubmit={analyze} className="space-y-3" noValidate>
          <Field label="Food photo" hint="A JPEG, PNG or WebP picture of your meal, up to 8 MB." error={fileError}>
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
          <Button type="submit" disabled={!file || analysis.pending || Boolean(fileError)} className="w-full sm:w-auto">
            {analysis.pending ? "Analyzing..." : "Analyze Photo"}
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
          <Button onClick={() => router.push(prefillHref(analysisPrefill(result), { date, today }))}>
            Use This Result
          </Button>
          <Button variant="secondary" onClick={tryAgain}>
            Try Again
          </Button>
        </ResultCard>
      )}
    </div>
  );
}
