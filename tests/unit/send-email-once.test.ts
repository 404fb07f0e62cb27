// One enquiry is one send: identical posts at once (a double click, a flaky network resending)
// name one stored enquiry, and only the post that takes its delivery calls Resend; the others
// answer with that delivery's outcome. The real function and Resend SDK, the fake Resend and the
// package's local Netlify Blobs server.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { runEnquiries } from "../../build/cli/enquiries";
import { createEnquiryRecord, type EnquiryRecord } from "../../functions/lib/enquiry-record";
import { claimDelivery, openEnquiryStore, recordAttempt } from "../../functions/lib/enquiry-store";
import { ENQUIRY_SUBJECT } from "../../src/lib/enquiry";
import { type Harness, startHarness, validBody, validPayload } from "./send-email.harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(() => h.resend.reset());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const quiet = { out: () => undefined, err: () => undefined };

/** The same enquiry posted `count` times at once; each answer's status and the one stored record. */
async function postedAtOnce(count: number): Promise<{ statuses: number[]; record: EnquiryRecord }> {
  const body = validBody();
  const answers = await Promise.all(Array.from({ length: count }, () => h.postJson(body)));
  const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id?: string }).id));
  const records = (await h.stored()).filter((record) => record.enquiry.message === body.payload.message);
  expect(records).toHaveLength(1);
  // a success names the stored enquiry; a failure says it is saved
  for (const id of ids) if (id !== undefined) expect(id).toBe(records[0]!.id);
  return { statuses: answers.map((answer) => answer.status), record: records[0]! };
}

describe("send-email: identical enquiries posted at once", () => {
  it("20 at once make one Resend call and one email, and every post is answered as sent", async () => {
    const { statuses, record } = await postedAtOnce(20);
    expect(h.resend.requests).toHaveLength(1);
    expect(h.resend.emails).toHaveLength(1);
    expect(statuses).toEqual(Array(20).fill(200));
    expect(record).toMatchObject({ status: "sent", emailId: h.resend.emails[0]!.id });
    expect(record.attempts).toHaveLength(1);
  });

  it("20 at once while Resend fails make one delivery (its retries under one key), each post told it is saved, and a later post tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    h.resend.setDefaultAnswer("server_error");
    const { statuses, record } = await postedAtOnce(20);
    expect(h.resend.requests.length).toBeLessThanOrEqual(3);
    expect(new Set(h.resend.requests.map((request) => request.idempotencyKey))).toEqual(new Set([`enquiry/${record.id}`]));
    expect(statuses).toEqual(Array(20).fill(502));
    expect(record).toMatchObject({ status: "failed" });
    expect(record.attempts).toHaveLength(1);

    h.resend.setDefaultAnswer("ok");
    const retried = await h.postJson({ payload: record.enquiry, subject: record.subject });
    expect(retried.status).toBe(200);
    expect(h.resend.emails).toHaveLength(1);
    expect(await h.record(record.id)).toMatchObject({ status: "sent", emailId: h.resend.emails[0]!.id });
  });

  it("a re-send from the CLI while the site is delivering the same enquiry waits for it, and sends nothing itself", async () => {
    // the site's delivery hangs at Resend until its time-out (2 s here, far longer than the CLI takes to start), then retries
    vi.stubEnv("RESEND_TIMEOUT_MS", "2000");
    h.resend.answerNext("hang");
    const body = validBody();
    const posted = h.postJson(body);
    await vi.waitFor(() => expect(h.resend.requests).toHaveLength(1), { timeout: 10_000, interval: 20 });
    const out: string[] = [];
    const code = await runEnquiries(["resend", "--all-unsent"], { out: (line) => out.push(line), err: (line) => out.push(line) });
    expect((await posted).status).toBe(200);
    const [record] = (await h.stored()).filter((stored) => stored.enquiry.message === body.payload.message);
    expect(code).toBe(0);
    expect(out.join("\n")).toContain(`${record!.id} was sent meanwhile by a delivery already under way (Resend email ${record!.emailId}).`);
    expect(h.resend.emails).toHaveLength(1);
    // the site's own retry after the hang, and nothing from the CLI
    expect(h.resend.requests.every((request) => request.idempotencyKey === `enquiry/${record!.id}`)).toBe(true);
    expect(await runEnquiries(["resend", "--all-unsent"], quiet)).toBe(0);
    expect(h.resend.emails).toHaveLength(1);
  });

  it("a failure recorded after the enquiry was sent leaves it sent, and --all-unsent sends nothing", async () => {
    const store = openEnquiryStore();
    const payload = validPayload();
    // a delivery that claims the enquiry and then stops answering: its hold lapses at once
    const stalled = await claimDelivery(store, createEnquiryRecord(payload, ENQUIRY_SUBJECT, new Date()), 0);
    if (stalled.kind !== "claimed") throw new Error(`expected to claim the new enquiry, got ${stalled.kind}`);
    // the visitor posts again: the site takes the lapsed delivery over and sends it
    expect((await h.postJson({ payload, subject: ENQUIRY_SUBJECT })).status).toBe(200);
    const emailId = h.resend.emails[0]!.id;
    // then the stalled delivery comes back and records its failure
    await recordAttempt(store, stalled.record, { at: new Date().toISOString(), via: "function", ok: false, detail: "Resend did not answer within 4000 ms" }, stalled.token);
    const record = await h.record(stalled.record.id);
    expect(record).toMatchObject({ status: "sent", emailId });
    expect(record!.attempts.map((attempt) => attempt.ok)).toEqual([true, false]);
    expect(record!.delivering).toBeUndefined();
    expect(await runEnquiries(["resend", "--all-unsent"], quiet)).toBe(0);
    expect(h.resend.requests).toHaveLength(1);
  });
});
