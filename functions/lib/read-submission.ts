// Reads the request body as the form or the island sends it, refusing anything too large
// before it is parsed, so a huge or slow body can never exhaust the function's memory.
import { readCapped } from "./http";
import type { AnswerStyle, Failure } from "./responses";

/** Far above the largest valid enquiry (5000-character message, JSON-escaped), far below harm. */
export const MAX_BODY_BYTES = 64 * 1024;

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

export type Submission = { ok: true; body: unknown } | { ok: false; failure: Failure };

/** The plain HTML form posts urlencoded and expects a redirect; everything else gets JSON. */
export function answerStyleOf(req: Request): AnswerStyle {
  return mediaTypeOf(req) === FORM_TYPE ? "redirect" : "json";
}

export async function readSubmission(req: Request): Promise<Submission> {
  const mediaType = mediaTypeOf(req);
  if (mediaType !== JSON_TYPE && mediaType !== FORM_TYPE) {
    return problem(415, `Content-Type must be ${JSON_TYPE} (or ${FORM_TYPE} from the HTML form); got "${mediaType || "none"}".`);
  }
  const charset = /;\s*charset="?([^";]+)/i.exec(req.headers.get("content-type") ?? "")?.[1]?.toLowerCase();
  if (charset && charset !== "utf-8" && charset !== "utf8") {
    return problem(415, `The request body must be UTF-8 encoded; got charset "${charset}".`);
  }
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return tooLarge();
  let bytes: Uint8Array | null;
  try {
    bytes = await readCapped(req, MAX_BODY_BYTES);
  } catch (error) {
    // the client went away (or its connection broke) mid-body: its mistake or its network's, not the function's
    console.warn(`[send-email] Note: the request body broke off before its end (${(error as Error).message}); nothing was stored or sent.`);
    return problem(400, "The request body broke off before its end; send the enquiry again.");
  }
  if (!bytes) return tooLarge();
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return problem(400, "The request body is not valid UTF-8 text; send the enquiry as UTF-8.");
  }
  return mediaType === JSON_TYPE ? parseJson(text) : parseForm(text);
}

function mediaTypeOf(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

function parseJson(text: string): Submission {
  if (text.trim() === "") return problem(400, 'The request body is empty; send the enquiry as JSON: {"payload": {...}, "subject": "..."}.');
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return problem(400, "The request body is not valid JSON; check its quotes, commas and brackets.");
  }
}

function parseForm(text: string): Submission {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) return problem(400, `The form field "${name}" was sent more than once.`);
    fields[name] = value;
  }
  return { ok: true, body: fields };
}

function tooLarge(): Submission {
  return problem(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB; an enquiry is much smaller, so shorten the message.`);
}

function problem(status: number, error: string): Submission {
  return { ok: false, failure: { status, error, code: "request" } };
}
