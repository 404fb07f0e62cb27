// Every bad request gets a 4xx JSON { error } that names the problem, and no email goes out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_SUBJECT } from "../../src/lib/enquiry";
import { ENDPOINT, type Harness, SITE_URL, startHarness, validPayload } from "./send-email.harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

interface BadInput {
  name: string;
  request: () => Request;
  status: number;
  error: RegExp;
}

const JSON_HEADERS = { "content-type": "application/json", origin: SITE_URL };
const raw = (body: BodyInit | null, headers: Record<string, string> = JSON_HEADERS, method = "POST") =>
  new Request(ENDPOINT, { method, headers, body, duplex: "half" } as RequestInit);
const json = (value: unknown) => () => raw(JSON.stringify(value));
const withField = (field: string, value: unknown) => json({ payload: validPayload({ [field]: value }), subject: ENQUIRY_SUBJECT });
const withoutField = (field: string) => () => {
  const payload: Record<string, unknown> = validPayload();
  delete payload[field];
  return raw(JSON.stringify({ payload }));
};
const bigBody = "x".repeat(100 * 1024);
const chunked = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let index = 0; index < 200; index += 1) controller.enqueue(new TextEncoder().encode("y".repeat(1024)));
      controller.close();
    },
  });

const transport: BadInput[] = [
  { name: "GET", request: () => raw(null, JSON_HEADERS, "GET"), status: 405, error: /POST/ },
  { name: "PUT", request: () => raw("{}", JSON_HEADERS, "PUT"), status: 405, error: /PUT is not accepted/ },
  { name: "DELETE", request: () => raw(null, JSON_HEADERS, "DELETE"), status: 405, error: /DELETE/ },
  { name: "OPTIONS preflight", request: () => raw(null, JSON_HEADERS, "OPTIONS"), status: 405, error: /OPTIONS/ },
  { name: "text/plain body", request: () => raw("hello", { "content-type": "text/plain" }), status: 415, error: /Content-Type must be application\/json.*text\/plain/ },
  { name: "no content type", request: () => raw(new Uint8Array([123, 125]), { origin: SITE_URL }), status: 415, error: /Content-Type must be.*none/ },
  { name: "multipart form", request: () => raw("--x--", { "content-type": "multipart/form-data; boundary=x" }), status: 415, error: /multipart\/form-data/ },
  { name: "JSON in Latin-1", request: () => raw("{}", { "content-type": "application/json; charset=iso-8859-1" }), status: 415, error: /UTF-8.*iso-8859-1/ },
  { name: "foreign Origin", request: () => raw("{}", { ...JSON_HEADERS, origin: "https://evil.example" }), status: 403, error: /only accepted from this website.*evil\.example/ },
  { name: "opaque null Origin", request: () => raw("{}", { ...JSON_HEADERS, origin: "null" }), status: 403, error: /came from null/ },
  { name: "cross-site fetch without Origin", request: () => raw("{}", { "content-type": "application/json", "sec-fetch-site": "cross-site" }), status: 403, error: /another site/ },
  { name: "declared 100 KB body", request: () => raw(bigBody, { ...JSON_HEADERS, "content-length": String(bigBody.length) }), status: 413, error: /larger than 64 KB/ },
  { name: "200 KB streamed without length", request: () => raw(chunked()), status: 413, error: /larger than 64 KB/ },
  { name: "invalid UTF-8 bytes", request: () => raw(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), status: 400, error: /not valid UTF-8/ },
];

const malformed: BadInput[] = [
  { name: "empty body", request: () => raw(""), status: 400, error: /body is empty/ },
  { name: "truncated JSON", request: () => raw('{"payload": {"fullName": "Ann"'), status: 400, error: /not valid JSON/ },
  { name: "single-quoted JSON", request: () => raw("{'payload': {}}"), status: 400, error: /not valid JSON/ },
  { name: "JSON null", request: json(null), status: 400, error: /must be a JSON object/ },
  { name: "JSON array", request: json([validPayload()]), status: 400, error: /must be a JSON object/ },
  { name: "JSON string", request: json("hello"), status: 400, error: /must be a JSON object/ },
  { name: "JSON number", request: json(42), status: 400, error: /must be a JSON object/ },
  { name: "no payload", request: json({ subject: ENQUIRY_SUBJECT }), status: 400, error: /payload must be an object/ },
  { name: "payload is a string", request: json({ payload: "Jane, jane@x.example" }), status: 400, error: /payload must be an object/ },
  { name: "payload is an array", request: json({ payload: [] }), status: 400, error: /payload must be an object/ },
  {
    name: "extra top-level field",
    request: json({ payload: validPayload(), subject: ENQUIRY_SUBJECT, bcc: "x@y.example" }),
    status: 400,
    error: /Unknown field "bcc" in the request body/,
  },
  { name: "extra payload field", request: withField("phone", "0123"), status: 400, error: /Unknown field "phone" in payload/ },
  {
    name: "__proto__ in payload",
    request: () => raw(`{"payload": ${JSON.stringify(validPayload()).slice(0, -1)}, "__proto__": {"admin": true}}}`),
    status: 400,
    error: /Unknown field "__proto__"/,
  },
  { name: "another subject", request: json({ payload: validPayload(), subject: "Cheap pills" }), status: 400, error: /subject must be "New Contact Enquiry from Website"/ },
  {
    name: "subject with header injection",
    request: json({ payload: validPayload(), subject: `${ENQUIRY_SUBJECT}\r\nBcc: victim@x.example` }),
    status: 400,
    error: /subject must be/,
  },
];

const fields: BadInput[] = [
  { name: "fullName missing", request: withoutField("fullName"), status: 422, error: /full name is required/ },
  { name: "fullName empty", request: withField("fullName", ""), status: 422, error: /full name is required/ },
  { name: "fullName only spaces", request: withField("fullName", "   \t "), status: 422, error: /full name is required/ },
  { name: "fullName a number", request: withField("fullName", 12345), status: 422, error: /full name must be text/ },
  { name: "fullName null", request: withField("fullName", null), status: 422, error: /full name must be text/ },
  { name: "fullName nested object", request: withField("fullName", { first: { name: "Jane" } }), status: 422, error: /full name must be text/ },
  { name: "fullName header injection", request: withField("fullName", "Jane\r\nBcc: victim@x.example"), status: 422, error: /full name must be a single line/ },
  { name: "fullName script tag", request: withField("fullName", "<script>alert(1)</script>"), status: 422, error: /full name must not contain HTML/ },
  { name: "fullName 101 characters", request: withField("fullName", "J".repeat(101)), status: 422, error: /full name is too long.*100/ },
  { name: "fullName zero-width space only", request: withField("fullName", "\u200b\u200b"), status: 422, error: /at least one letter/ },
  {
    name: "fullName lone surrogate",
    request: () => raw(`{"payload": {"fullName": "Jane \\ud83d", "email": "a@b.example", "company": "C", "message": "M"}}`),
    status: 422,
    error: /broken character/,
  },
  { name: "fullName right-to-left override", request: withField("fullName", "Jane \u202egnp.exe"), status: 422, error: /single line of plain text/ },
  { name: "fullName NUL byte", request: withField("fullName", "Jane\u0000Doe"), status: 422, error: /single line/ },
  { name: "fullName line separator", request: withField("fullName", "Jane\u2028Doe"), status: 422, error: /single line/ },
  { name: "email missing", request: withoutField("email"), status: 422, error: /email address is required/ },
  { name: "email not an address", request: withField("email", "jane at example"), status: 422, error: /email address must be a real address/ },
  { name: "email header injection", request: withField("email", "jane@x.example\r\nBcc: victim@x.example"), status: 422, error: /email address must be a real address/ },
  { name: "email with HTML", request: withField("email", '"<script>"@x.example'), status: 422, error: /email address must be a real address/ },
  { name: "email 300 characters", request: withField("email", `${"a".repeat(290)}@x.example`), status: 422, error: /email address is too long/ },
  { name: "email as a list", request: withField("email", ["a@x.example", "b@x.example"]), status: 422, error: /email address must be text/ },
  { name: "email with unicode lookalike domain", request: withField("email", "jane@exаmple.com"), status: 422, error: /real address/ },
  { name: "company missing", request: withoutField("company"), status: 422, error: /company name is required/ },
  { name: "company empty", request: withField("company", ""), status: 422, error: /company name is required/ },
  { name: "company image tag", request: withField("company", '<img src=x onerror="alert(1)">'), status: 422, error: /company name must not contain HTML/ },
  { name: "company with a line break", request: withField("company", "Acme\nX-Spam: yes"), status: 422, error: /company name must be a single line/ },
  { name: "company 151 characters", request: withField("company", "C".repeat(151)), status: 422, error: /company name is too long.*150/ },
  { name: "company an object", request: withField("company", {}), status: 422, error: /company name must be text/ },
  { name: "message missing", request: withoutField("message"), status: 422, error: /project description is required/ },
  { name: "message only whitespace and newlines", request: withField("message", " \n\r\n\t "), status: 422, error: /project description is required/ },
  { name: "message 5001 characters", request: withField("message", "m".repeat(5001)), status: 422, error: /too long.*5000/ },
  { name: "message with NUL", request: withField("message", "Hello\u0000there"), status: 422, error: /invisible control characters/ },
  { name: "message with escape sequence", request: withField("message", "Hello \u001b[31mred"), status: 422, error: /invisible control characters/ },
  { name: "message a boolean", request: withField("message", true), status: 422, error: /project description must be text/ },
  {
    name: "message lone low surrogate",
    request: () => raw(`{"payload": {"fullName": "Jane", "email": "a@b.example", "company": "C", "message": "\\udc00 hi"}}`),
    status: 422,
    error: /broken character/,
  },
  {
    name: "message an overflowing number",
    request: () => raw(`{"payload": {"fullName": "Jane", "email": "a@b.example", "company": "C", "message": 1e400}}`),
    status: 422,
    error: /must be text/,
  },
  {
    name: "every field empty",
    request: json({ payload: { fullName: "", email: "", company: "", message: "" } }),
    status: 422,
    error: /full name is required.*email address is required.*company name is required.*project description is required/,
  },
];

const table = [...transport, ...malformed, ...fields];

describe("send-email: bad inputs", () => {
  it("has at least 40 cases", () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it.each(table)("$name → $status", async ({ request, status, error }) => {
    const response = await h.call(request());
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(new RegExp(error.source, "i"));
    expect(body.error).not.toMatch(/\n\s+at /);
  });

  it("sent no email and stored nothing for any of them", async () => {
    expect(h.resend.requests).toHaveLength(0);
    expect(await h.stored()).toHaveLength(0);
  });

  it("ties each field's message to that field", async () => {
    const response = await h.call(json({ payload: { fullName: "Jane", email: "nope", company: "", message: "Hi" } })());
    expect(await response.json()).toEqual({
      error: "Your email address must be a real address, like name@example.com. Your company name is required.",
      fieldErrors: { email: "Your email address must be a real address, like name@example.com.", company: "Your company name is required." },
    });
  });
});
