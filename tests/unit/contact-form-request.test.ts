// The island's request to POST /api/send-email, against a small real HTTP server: the body
// it sends, and what the form shows for every kind of answer (spec 8's messages).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type EnquiryValues, sendEnquiry } from "../../src/islands/contact-form-request";
import { ENQUIRY_SUBJECT, ENQUIRY_TEXT } from "../../src/lib/enquiry";

interface Answer {
  status: number;
  type: string;
  body: string;
}

const values: EnquiryValues = { fullName: "Jane Doe", email: "jane@example.com", company: "Acme", message: "A film, please.\nSoon.", website: "" };
const received: Array<{ method: string; type: string; accept: string; body: string }> = [];
let answer: Answer;
let server: Server;
let endpoint: string;

const json = (status: number, body: unknown): Answer => ({ status, type: "application/json", body: JSON.stringify(body) });

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ method: req.method ?? "", type: req.headers["content-type"] ?? "", accept: req.headers.accept ?? "", body: Buffer.concat(chunks).toString() });
      res.writeHead(answer.status, { "content-type": answer.type }).end(answer.body);
    });
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/send-email`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  received.length = 0;
});

describe("sendEnquiry", () => {
  it("posts the values as JSON { payload, subject }, exactly as the function expects", async () => {
    answer = json(200, { ok: true, message: ENQUIRY_TEXT.success, id: "x" });
    expect(await sendEnquiry(values, endpoint)).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: "POST", type: "application/json", accept: "application/json" });
    expect(JSON.parse(received[0]!.body)).toEqual({ payload: values, subject: ENQUIRY_SUBJECT });
  });

  it("shows the server's error text", async () => {
    const error = "Your enquiry has been saved, but it could not be emailed to us just now. Please try again in a few minutes, or email us directly.";
    answer = json(502, { error });
    expect(await sendEnquiry(values, endpoint)).toEqual({ ok: false, message: error, fieldErrors: {} });
  });

  it("takes the function's field messages for the four fields only", async () => {
    answer = json(422, {
      error: "Your email address must be a real address, like name@example.com.",
      fieldErrors: { email: "Your email address must be a real address, like name@example.com.", website: "x", company: 42, message: " " },
    });
    expect(await sendEnquiry(values, endpoint)).toEqual({
      ok: false,
      message: "Your email address must be a real address, like name@example.com.",
      fieldErrors: { email: "Your email address must be a real address, like name@example.com." },
    });
  });

  it.each([
    ["a JSON answer without an error", json(500, { status: "down" })],
    ["an empty error", json(503, { error: "  " })],
    ["an error that is not text", json(400, { error: { code: 1 } })],
    ["a JSON array", json(500, [])],
  ])(`shows "${ENQUIRY_TEXT.sendFailed}" for %s`, async (_, given) => {
    answer = given;
    expect(await sendEnquiry(values, endpoint)).toEqual({ ok: false, message: ENQUIRY_TEXT.sendFailed, fieldErrors: {} });
  });

  it.each([
    ["a failure answered with an HTML page (a proxy's error page)", { status: 502, type: "text/html", body: "<h1>Bad gateway</h1>" }],
    ["a success answered with HTML (a request that never reached the function)", { status: 200, type: "text/html", body: "<!doctype html><p>Hi</p>" }],
    ["a success whose JSON does not confirm the sending", json(200, { queued: true })],
    ["an empty answer", { status: 429, type: "text/plain", body: "" }],
  ])("treats %s as unexpected", async (_, given) => {
    answer = given;
    expect(await sendEnquiry(values, endpoint)).toEqual({ ok: false, message: ENQUIRY_TEXT.unexpected, fieldErrors: {} });
  });

  it("treats a connection that cannot be made as unexpected", async () => {
    const closed = createServer();
    await new Promise<void>((ready) => closed.listen(0, "127.0.0.1", ready));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((done) => closed.close(() => done()));
    expect(await sendEnquiry(values, `http://127.0.0.1:${port}/api/send-email`)).toEqual({ ok: false, message: ENQUIRY_TEXT.unexpected, fieldErrors: {} });
  });
});
