// What every answer to the request corpus must be: an answer (unless the client left), never a
// 5xx, with the site's security headers, and Allow on a 405. Tallies the answers by status for
// the report, and runs the corpus against a function in process.
import type { Context } from "@netlify/functions";
import type { RawAnswer } from "./raw-http";
import type { CorpusRequest } from "./request-corpus";

export const SECURITY_HEADER_NAMES = ["strict-transport-security", "x-content-type-options", "referrer-policy", "permissions-policy", "content-security-policy"];

export interface CorpusOutcome {
  request: Pick<CorpusRequest, "name" | "leaves">;
  /** null: no answer came */
  answer: RawAnswer | null;
}

/** One line per answer that breaks the rules; empty when the corpus passes. */
export function corpusProblems(outcomes: CorpusOutcome[]): string[] {
  const problems: string[] = [];
  for (const { request, answer } of outcomes) {
    if (!answer) {
      if (!request.leaves) problems.push(`${request.name}: no answer`);
      continue;
    }
    if (answer.status >= 500) problems.push(`${request.name}: ${answer.status}`);
    const missing = SECURITY_HEADER_NAMES.filter((name) => !answer.headers[name]);
    if (missing.length > 0) problems.push(`${request.name}: ${answer.status} without ${missing.join(", ")}`);
    if (answer.status === 405 && !answer.headers.allow) problems.push(`${request.name}: 405 without Allow`);
    if (answer.headers["x-content-type-options"] && answer.headers["x-content-type-options"] !== "nosniff") problems.push(`${request.name}: X-Content-Type-Options is not nosniff`);
  }
  return problems;
}

/** "200: 12, 400: 80, …, no answer (client left): 6" */
export function statusTally(outcomes: CorpusOutcome[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const { answer } of outcomes) {
    const key = answer ? String(answer.status) : "no answer (client left)";
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(tally).sort(([a], [b]) => a.localeCompare(b)));
}

type FunctionHandler = (req: Request, context: Context) => Promise<Response> | Response;

/** Each request handed to the function as Netlify would; a function that throws counts as the 500 Netlify would answer. */
export async function runInProcess(
  handler: FunctionHandler,
  requests: Array<{ name: string; request: Request }>,
  contextFor: (request: Request) => Context,
): Promise<CorpusOutcome[]> {
  const outcomes: CorpusOutcome[] = [];
  for (const { name, request } of requests) {
    let answer: RawAnswer;
    try {
      const response = await handler(request, contextFor(request));
      await response.body?.cancel();
      answer = { status: response.status, headers: Object.fromEntries(response.headers) };
    } catch {
      answer = { status: 500, headers: {} };
    }
    outcomes.push({ request: { name }, answer });
  }
  return outcomes;
}
