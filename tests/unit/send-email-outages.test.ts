// Whatever Resend does, a valid enquiry is kept: the visitor gets a 502/503 they can act on,
// the enquiry waits in Netlify Blobs as unsent, and `enquiries resend` delivers it later.
import { setEnvironmentContext } from "@netlify/blobs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { runEnquiries } from "../../build/cli/enquiries";
import type { FakeResendAnswer } from "../../build/fakes/fake-resend";
import { type Harness, startHarness, validBody } from "./send-email.harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(() => {
  h.resend.reset();
  // The function's log lines about undelivered enquiries are expected here; keep the output readable.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const quiet = { out: () => undefined, err: () => undefined };

interface Outage {
  answer: FakeResendAnswer;
  status: number;
  retried: boolean;
  detail: RegExp;
}

const outages: Outage[] = [
  { answer: "validation_error", status: 502, retried: false, detail: /422 validation_error/ },
  { answer: "rate_limit", status: 503, retried: true, detail: /429 rate_limit_exceeded/ },
  { answer: "server_error", status: 502, retried: true, detail: /500 application_error/ },
  { answer: "hang", status: 503, retried: true, detail: /did not answer within 300 ms/ },
];

describe("send-email: Resend outages lose nothing", () => {
  it.each(outages)("Resend answering $answer → $status, stored unsent, then re-sent by the CLI", async ({ answer, status, retried, detail }) => {
    h.resend.setDefaultAnswer(answer);
    const response = await h.postJson(validBody());
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(/saved, but it could not be emailed to us just now.*try again in a few minutes/);
    if (status === 503) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);

    const attempts = h.resend.requests.length;
    expect(attempts > 1).toBe(retried);
    const keys = new Set(h.resend.requests.map((request) => request.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(h.resend.emails).toHaveLength(0);

    const [record] = (await h.stored()).filter((stored) => stored.status !== "sent");
    expect(record).toMatchObject({ status: "failed" });
    expect(record!.attempts.at(-1)!.detail).toMatch(detail);
    expect(`enquiry/${record!.id}`).toBe([...keys][0]);

    h.resend.setDefaultAnswer("ok");
    expect(await runEnquiries(["resend", "--id", record!.id], quiet)).toBe(0);
    expect(h.resend.emails).toHaveLength(1);
    expect(h.resend.emails[0]!.idempotencyKey).toBe(`enquiry/${record!.id}`);
    // The re-sent email is the one the function tried to send, byte for byte.
    expect(h.resend.emails[0]!.body).toEqual(h.resend.requests[0]!.body);
    expect(await h.record(record!.id)).toMatchObject({ status: "sent", emailId: h.resend.emails[0]!.id });
  });

  it("a brief 500 then success is retried inside the request and answered 200", async () => {
    h.resend.answerNext("server_error");
    const response = await h.postJson(validBody());
    expect(response.status).toBe(200);
    expect(h.resend.requests).toHaveLength(2);
    expect(h.resend.emails).toHaveLength(1);
  });

  it("a rate limit then success honours Retry-After and is answered 200", async () => {
    h.resend.answerNext("rate_limit");
    const response = await h.postJson(validBody());
    expect(response.status).toBe(200);
    expect(h.resend.emails).toHaveLength(1);
  });

  it("a Resend that cannot be reached at all answers 503 and keeps the enquiry", async () => {
    const url = process.env.RESEND_BASE_URL;
    process.env.RESEND_BASE_URL = "http://127.0.0.1:9";
    try {
      const response = await h.postJson(validBody());
      expect(response.status).toBe(503);
    } finally {
      process.env.RESEND_BASE_URL = url;
    }
    const unsent = (await h.stored()).filter((record) => record.status !== "sent");
    expect(unsent.at(-1)!.attempts.at(-1)!.detail).toMatch(/Resend could not be reached: Unable to fetch data/);
  });
});

describe("send-email: missing mail configuration", () => {
  it("answers 500 with a clear error, logs the variables to set, and keeps the enquiry for --all-unsent", async () => {
    const saved = { ...process.env };
    delete process.env.RESEND_API_KEY;
    delete process.env.CONTACT_TO_EMAIL;
    let response: Response;
    try {
      response = await h.postJson(validBody());
    } finally {
      Object.assign(process.env, saved);
    }
    const logged = vi.mocked(console.error).mock.calls.map((parts) => parts.join(" "));
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: string }).error).toMatch(/saved.*email settings are incomplete/);
    expect(logged.join("\n")).toMatch(/missing environment variables RESEND_API_KEY, CONTACT_TO_EMAIL.*npm run enquiries -- resend --id/);
    expect(h.resend.requests).toHaveLength(0);

    const unsent = (await h.stored()).filter((record) => record.status !== "sent").length;
    expect(unsent).toBeGreaterThan(0);
    expect(await runEnquiries(["resend", "--all-unsent"], quiet)).toBe(0);
    expect(h.resend.emails).toHaveLength(unsent);
    expect((await h.stored()).every((record) => record.status === "sent")).toBe(true);
  });
});

describe("send-email: a Netlify Blobs outage", () => {
  it("still emails the enquiry, and says so honestly when the email fails too", async () => {
    const context = h.blobs.context;
    setEnvironmentContext({ ...context, edgeURL: "http://127.0.0.1:9", uncachedEdgeURL: "http://127.0.0.1:9" });
    try {
      expect((await h.postJson(validBody())).status).toBe(200);
      expect(h.resend.emails).toHaveLength(1);
      h.resend.setDefaultAnswer("server_error");
      const response = await h.postJson(validBody());
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: string }).error).toMatch(/could not be sent or saved/);
    } finally {
      setEnvironmentContext(context);
    }
  });
});
