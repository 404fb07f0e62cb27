// One email through the Resend SDK, retried briefly when Resend is busy or failing. The SDK
// answers failures as { error } instead of throwing, so every outcome is classified here.
import { Resend } from "resend";
import type { RenderedEmail } from "./enquiry-email";
import type { MailConfig } from "./mail-config";

export interface SendRequest {
  email: RenderedEmail;
  replyTo: string;
  idempotencyKey: string;
}

export type SendOutcome =
  | { ok: true; emailId: string; attempts: number }
  | {
      ok: false;
      /** True when Resend is only temporarily unavailable (rate limit, time-out, unreachable). */
      busy: boolean;
      detail: string;
      retryAfterSeconds?: number;
      attempts: number;
    };

const MAX_ATTEMPTS = 3;
const BACKOFF_MS = [300, 900];

interface Classified {
  busy: boolean;
  retryable: boolean;
  detail: string;
  retryAfterMs?: number;
}

/** How long one send may take with its retries: well inside a synchronous function's time limit. */
export const sendDeadlineMs = (config: MailConfig): number => config.timeoutMs * 2 + 1000;

export async function sendWithRetries(config: MailConfig, request: SendRequest): Promise<SendOutcome> {
  const resend = new Resend(config.apiKey);
  const deadline = Date.now() + sendDeadlineMs(config);
  let last: Classified = { busy: true, retryable: false, detail: "no attempt was made" };
  let attempt = 0;
  while (attempt < MAX_ATTEMPTS && Date.now() < deadline) {
    attempt += 1;
    const signal = AbortSignal.timeout(Math.min(config.timeoutMs, deadline - Date.now()));
    const { email, replyTo, idempotencyKey } = request;
    const { data, error, headers } = await resend.emails.send(
      { from: config.from, to: config.to, replyTo, subject: email.subject, text: email.text, html: email.html },
      { idempotencyKey, signal },
    );
    if (data) return { ok: true, emailId: data.id, attempts: attempt };
    last = classify(error, headers, signal.aborted, config.timeoutMs);
    const wait = last.retryAfterMs ?? BACKOFF_MS[attempt - 1] ?? 0;
    if (!last.retryable || Date.now() + wait >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const retryAfterSeconds = last.busy ? Math.max(1, Math.ceil((last.retryAfterMs ?? 30_000) / 1000)) : undefined;
  return { ok: false, busy: last.busy, detail: last.detail, retryAfterSeconds, attempts: attempt };
}

function classify(error: { statusCode: number | null; name: string; message: string }, headers: Record<string, string> | null, timedOut: boolean, timeoutMs: number): Classified {
  if (timedOut) return { busy: true, retryable: true, detail: `Resend did not answer within ${timeoutMs} ms` };
  const status = error.statusCode;
  if (status === null) return { busy: true, retryable: true, detail: `Resend could not be reached: ${error.message}` };
  const detail = `Resend answered ${status} ${error.name}: ${error.message}`;
  if (status === 429) {
    const retryAfter = Number(headers?.["retry-after"]);
    const retryAfterMs = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : undefined;
    return { busy: true, retryable: error.name === "rate_limit_exceeded", detail, retryAfterMs };
  }
  // Another delivery of this enquiry holds the idempotency key; once it ends Resend replays its answer.
  if (status === 409 && error.name === "concurrent_idempotent_requests") return { busy: false, retryable: true, detail };
  return { busy: false, retryable: status >= 500, detail };
}
