/**
 * Logistic regression with a ridge penalty on the slopes (not the intercept), fitted by Newton's
 * method (iteratively reweighted least squares). The penalty keeps the fit finite and stable
 * when there are nearly as many columns as events, or a column separates the outcome.
 */

export type RidgeFit = { intercept: number; coefficients: number[]; converged: boolean };

/** Solves A x = b for a symmetric positive definite A (Cholesky); A is left unchanged. */
function solveSpd(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = a.map(() => Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i]![j]!;
      for (let k = 0; k < j; k++) s -= l[i]![k]! * l[j]![k]!;
      l[i]![j] = i === j ? Math.sqrt(Math.max(s, 1e-12)) : s / l[j]![j]!;
    }
  }
  const y = Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i]![k]! * y[k]!;
    y[i] = s / l[i]![i]!;
  }
  const x = Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < n; k++) s -= l[k]![i]! * x[k]!;
    x[i] = s / l[i]![i]!;
  }
  return x;
}

/**
 * Maximises sum(log-likelihood) - lambda/2 * |slopes|^2. `rows` are the days, each the same
 * number of columns; `outcome` is 1 on migraine days.
 */
export function fitRidgeLogistic(rows: number[][], outcome: number[], lambda: number, maxIterations = 50): RidgeFit {
  const p = (rows[0]?.length ?? 0) + 1;
  const beta = Array<number>(p).fill(0);
  const withIntercept = rows.map((r) => [1, ...r]);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const gradient = beta.map((b, j) => (j === 0 ? 0 : -lambda * b));
    const hessian = beta.map((_, i) => beta.map((_, j) => (i === j && i > 0 ? lambda : 0)));
    withIntercept.forEach((x, n) => {
      const eta = x.reduce((s, v, j) => s + v * beta[j]!, 0);
      const mu = 1 / (1 + Math.exp(-eta));
      const w = Math.max(mu * (1 - mu), 1e-10);
      const residual = outcome[n]! - mu;
      for (let i = 0; i < p; i++) {
        if (x[i] === 0) continue;
        gradient[i]! += x[i]! * residual;
        for (let j = 0; j <= i; j++) hessian[i]![j]! += w * x[i]! * x[j]!;
      }
    });
    for (let i = 0; i < p; i++) for (let j = 0; j < i; j++) hessian[j]![i] = hessian[i]![j]!;
    const step = solveSpd(hessian, gradient);
    step.forEach((s, j) => (beta[j]! += s));
    if (Math.max(...step.map(Math.abs)) < 1e-8)
      return { intercept: beta[0]!, coefficients: beta.slice(1), converged: true };
  }
  return { intercept: beta[0]!, coefficients: beta.slice(1), converged: false };
}
