import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runEnquiries } from "../../build/cli/enquiries";
import { type FakeResend, startFakeResend } from "../../build/fakes/fake-resend";
import { startLocalBlobs } from "../../build/serve/local-blobs";
import { createEnquiryRecord, type EnquiryRecord, withAttempt } from "../../functions/lib/enquiry-record";
import { openEnquiryStore, readEnquiry } from "../../functions/lib/enquiry-store";
import { ENQUIRY_SUBJECT } from "../../src/lib/enquiry";

let blobsDir: string;
let resend: FakeResend;
let env: Record<string, string | undefined>;
let unsent: EnquiryRecord;
let sent: EnquiryRecord;

/** Runs the CLI against the folder store, as `npm run enquiries` does beside `npm start`. */
async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runEnquiries([...argv, "--blobs-dir", blobsDir], { out: (line) => out.push(line), err: (line) => err.push(line) }, env);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

async function stored(id: string): Promise<EnquiryRecord | null> {
  const blobs = await startLocalBlobs(blobsDir);
  try {
    return await readEnquiry(openEnquiryStore(), id);
  } finally {
    await blobs.close();
  }
}

beforeAll(async () => {
  blobsDir = await mkdtemp(join(tmpdir(), "enquiries-cli-"));
  resend = await startFakeResend();
  const blobs = await startLocalBlobs(blobsDir);
  const enquiry = (name: string) => ({ fullName: name, email: `${name.toLowerCase()}@client.example`, company: "Client Ltd", message: `From ${name}` });
  unsent = withAttempt(createEnquiryRecord(enquiry("Ann"), ENQUIRY_SUBJECT, new Date("2025-03-01T09:00:00Z")), {
    at: "2025-03-01T09:00:01Z",
    via: "function",
    ok: false,
    detail: "Resend answered 500 application_error",
  });
  sent = withAttempt(createEnquiryRecord(enquiry("Bob"), ENQUIRY_SUBJECT, new Date("2025-03-02T09:00:00Z")), {
    at: "2025-03-02T09:00:01Z",
    via: "function",
    ok: true,
    detail: "email-bob",
  });
  for (const record of [unsent, sent]) await openEnquiryStore().setJSON(record.id, record);
  await blobs.close();
});
afterAll(async () => {
  await resend.close();
  await rm(blobsDir, { recursive: true, force: true });
});
beforeEach(() => {
  resend.reset();
  env = { RESEND_BASE_URL: resend.url, RESEND_API_KEY: resend.apiKey, CONTACT_TO_EMAIL: "studio@agency.example", CONTACT_FROM_EMAIL: "Website <website@agency.example>" };
  process.env.RESEND_BASE_URL = resend.url;
});

describe("npm run enquiries -- list", () => {
  it("lists every stored enquiry, oldest first, with its status and last failure", async () => {
    const { code, out } = await cli("list");
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toBe(`Store: local, in ${blobsDir}`);
    expect(lines[1]).toBe("2 enquiries stored, 1 not sent.");
    expect(lines[2]).toMatch(
      new RegExp(`^${unsent.id}\\s+failed\\s+2025-03-01T09:00:00.000Z\\s+Ann <ann@client.example>, Client Ltd\\s+\\(last attempt: .*500 application_error\\)`),
    );
    expect(lines[3]).toMatch(new RegExp(`^${sent.id}\\s+sent\\s+.*Bob <bob@client.example>.*\\(sent 2025-03-02T09:00:01Z\\)`));
  });

  it("--unsent shows only the ones still to send", async () => {
    const { out } = await cli("list", "--unsent");
    expect(out).toContain(unsent.id);
    expect(out).not.toContain(sent.id);
  });

  it("runs as a command line program", async () => {
    const run = promisify(execFile);
    const { stdout } = await run("node_modules/.bin/tsx", ["build/cli/enquiries.ts", "list", "--blobs-dir", blobsDir], {
      env: { ...process.env, NETLIFY_BLOBS_CONTEXT: "" },
    });
    expect(stdout).toContain("2 enquiries stored");
  });
});

describe("npm run enquiries: which store", () => {
  it.each([
    [{ NETLIFY_SITE_ID: "site-1" }, "NETLIFY_AUTH_TOKEN is not set"],
    [{ NETLIFY_AUTH_TOKEN: "token-1" }, "NETLIFY_SITE_ID is not set"],
  ])("refuses a half-configured remote store (%o) instead of reading the local one", async (remote, message) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runEnquiries(["list"], { out: (line) => out.push(line), err: (line) => err.push(line) }, { ...env, ...remote });
    expect(code).toBe(2);
    expect(err.join("\n")).toBe(`${message}: the deployed site's store needs both NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (unset both to use the local store).`);
    expect(out).toEqual([]);
  });

  it("answers --help with its usage and exit code 0", async () => {
    const { code, out } = await cli("--help");
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage:\n {2}npm run enquiries -- list/);
  });
});

describe("npm run enquiries -- resend", () => {
  it("explains wrong usage with exit code 2", async () => {
    for (const argv of [[], ["send"], ["resend"], ["resend", "--id", "x", "--all-unsent"], ["list", "--colour"]]) {
      const { code, err } = await cli(...argv);
      expect(code).toBe(2);
      expect(err).toContain("Usage:");
    }
  });

  it("names an unknown id and how to find the right one", async () => {
    const { code, err } = await cli("resend", "--id", "2025-01-01-nothing");
    expect(code).toBe(1);
    expect(err).toBe('No enquiry with id "2025-01-01-nothing" in the store; see the ids with: npm run enquiries -- list');
  });

  it("refuses to send without mail settings, naming the missing variable", async () => {
    delete env.RESEND_API_KEY;
    const { code, err } = await cli("resend", "--all-unsent");
    expect(code).toBe(1);
    expect(err).toMatch(/Cannot send: missing environment variable RESEND_API_KEY/);
    expect(resend.requests).toHaveLength(0);
  });

  it("leaves an already sent enquiry alone", async () => {
    const { code, out } = await cli("resend", "--id", sent.id);
    expect(code).toBe(0);
    expect(out).toMatch(/already sent on 2025-03-02T09:00:01Z/);
    expect(resend.requests).toHaveLength(0);
  });

  it("records a failed re-send and exits 1, then delivers on the next try", async () => {
    resend.setDefaultAnswer("validation_error");
    const failed = await cli("resend", "--all-unsent");
    expect(failed.code).toBe(1);
    expect(failed.err).toMatch(new RegExp(`${unsent.id} NOT sent: Resend answered 422 validation_error`));
    expect((await stored(unsent.id))!.attempts.at(-1)).toMatchObject({ via: "cli", ok: false });

    resend.setDefaultAnswer("ok");
    const delivered = await cli("resend", "--all-unsent");
    expect(delivered.code).toBe(0);
    expect(delivered.out).toMatch(new RegExp(`${unsent.id} sent \\(Resend email ${resend.emails[0]!.id}\\)`));
    expect(resend.emails).toHaveLength(1);
    expect(resend.emails[0]!.idempotencyKey).toBe(`enquiry/${unsent.id}`);
    expect(await stored(unsent.id)).toMatchObject({ status: "sent", emailId: resend.emails[0]!.id });

    const again = await cli("resend", "--all-unsent");
    expect(again.out).toBe(`Store: local, in ${blobsDir}\nEvery stored enquiry has been sent; nothing to do.`);
  });
});
