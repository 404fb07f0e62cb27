// A stand-in for the Resend API on 127.0.0.1, reached by the real SDK through RESEND_BASE_URL:
// sending (POST /emails) and the account's domains (GET /domains). It answers with Resend's
// status codes, error bodies ({ statusCode, name, message }) and rate-limit headers, keeps
// Resend's idempotency rules, and records every request it gets.
import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { closeServer } from "../shared/close-server";

/** How the next POST /emails is answered. */
export type FakeResendAnswer = "ok" | "validation_error" | "rate_limit" | "server_error" | "hang";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  idempotencyKey: string | null;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
}

export interface AcceptedEmail {
  id: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export interface FakeResend {
  /** Base URL for RESEND_BASE_URL. */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Emails Resend would have delivered: one per accepted request, never one per replay. */
  emails: AcceptedEmail[];
  /** Queues answers for the next requests; once used up, requests get the default. */
  answerNext(...answers: FakeResendAnswer[]): void;
  setDefaultAnswer(answer: FakeResendAnswer): void;
  reset(): void;
  close(): Promise<void>;
}

const RATE_LIMIT_HEADERS = { "ratelimit-limit": "2", "ratelimit-remaining": "1", "ratelimit-reset": "1" };

/** A sending domain of the account, as GET /domains lists it. */
export interface FakeDomain {
  name: string;
  status: "verified" | "pending" | "not_started" | "failed";
}

export interface FakeResendAccount {
  domains?: FakeDomain[];
  /** A key with "sending access" only: Resend answers it 401 restricted_api_key on anything but sending. */
  sendingOnly?: boolean;
}

export async function startFakeResend(apiKey = "re_test_fake_key", account: FakeResendAccount = {}): Promise<FakeResend> {
  const requests: RecordedRequest[] = [];
  const emails: AcceptedEmail[] = [];
  const queue: FakeResendAnswer[] = [];
  let defaultAnswer: FakeResendAnswer = "ok";
  // Resend remembers a key only once an email was sent with it: a failed request frees it.
  const sentByKey = new Map<string, { bodyHash: string; id: string }>();

  const server = createServer(async (req, res) => {
    const text = await readText(req);
    const recorded = record(req, text);
    requests.push(recorded);
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (path !== "/emails" && path !== "/domains") return reply(res, 404, "not_found", "The requested endpoint does not exist.");
    if (req.method !== (path === "/emails" ? "POST" : "GET")) return reply(res, 405, "method_not_allowed", "Method is not allowed for the requested path.");
    const auth = recorded.headers.authorization ?? "";
    if (!auth.startsWith("Bearer ")) {
      return reply(res, 401, "missing_api_key", "Missing API key in the authorization header. Include the following header Authorization: Bearer YOUR_API_KEY in the request.");
    }
    if (auth !== `Bearer ${apiKey}`) return reply(res, 403, "invalid_api_key", "API key is invalid");
    if (path === "/domains") return listDomains(res);
    const answer = queue.shift() ?? defaultAnswer;
    if (answer === "hang") return; // the socket stays open until the client gives up or close() runs
    if (answer === "rate_limit") {
      return reply(
        res,
        429,
        "rate_limit_exceeded",
        "Too many requests. You can only make 2 requests per second. See rate limit response headers for more information. Or contact support to increase rate limit.",
        { "retry-after": "1", "ratelimit-remaining": "0" },
      );
    }
    if (answer === "server_error") return reply(res, 500, "application_error", "Internal server error. We are unable to process your request right now, please try again later.");
    if (answer === "validation_error")
      return reply(res, 422, "validation_error", "Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.");
    const missing = ["from", "to", "subject"].find((field) => !isRecord(recorded.body) || !recorded.body[field]);
    if (!isRecord(recorded.body) || missing) return reply(res, 422, "missing_required_field", `Missing \`${missing ?? "from"}\` field.`);
    accept(res, recorded.idempotencyKey, recorded.body, text);
  });

  function listDomains(res: ServerResponse) {
    if (account.sendingOnly) return reply(res, 401, "restricted_api_key", "This API key is restricted to only send emails");
    const created = "2025-01-01T00:00:00.000Z";
    const data = (account.domains ?? []).map((domain, i) => ({
      id: `domain-${i + 1}`,
      ...domain,
      created_at: created,
      region: "eu-west-1",
      capabilities: { sending: "enabled", receiving: "disabled" },
    }));
    sendJson(res, 200, { object: "list", has_more: false, data });
  }

  function accept(res: ServerResponse, key: string | null, body: Record<string, unknown>, text: string) {
    const bodyHash = createHash("sha256").update(text).digest("hex");
    if (key !== null) {
      const earlier = sentByKey.get(key);
      if (earlier && earlier.bodyHash !== bodyHash) {
        return reply(res, 409, "invalid_idempotent_request", "Same idempotency key used with a different request payload. Change your idempotency key or payload.");
      }
      if (earlier) return sendJson(res, 200, { id: earlier.id });
    }
    const id = randomUUID();
    emails.push({ id, idempotencyKey: key, body });
    if (key !== null) sentByKey.set(key, { bodyHash, id });
    sendJson(res, 200, { id });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    emails,
    answerNext: (...answers) => void queue.push(...answers),
    setDefaultAnswer: (answer) => void (defaultAnswer = answer),
    reset: () => {
      requests.length = 0;
      emails.length = 0;
      queue.length = 0;
      sentByKey.clear();
      defaultAnswer = "ok";
    },
    close: () => {
      return closeServer(server);
    },
  };
}

function record(req: IncomingMessage, text: string): RecordedRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers[name] = value;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text: the test sees exactly what arrived
  }
  return { method: req.method ?? "", path: req.url ?? "", headers, idempotencyKey: headers["idempotency-key"] ?? null, body };
}

function reply(res: ServerResponse, statusCode: number, name: string, message: string, headers: Record<string, string> = {}) {
  sendJson(res, statusCode, { statusCode, name, message }, headers);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...RATE_LIMIT_HEADERS, ...headers });
  res.end(JSON.stringify(body));
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
