// Shared set-up for the send-email tests: the real function and the real Resend SDK, talking
// to the fake Resend API and to the package's own local Netlify Blobs server.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type FakeResend, startFakeResend } from "../../build/fakes/fake-resend";
import { createLocalContext } from "../../build/serve/functions-context";
import { type LocalBlobs, startLocalBlobs } from "../../build/serve/local-blobs";
import type { EnquiryRecord } from "../../functions/lib/enquiry-record";
import { listEnquiries, openEnquiryStore, readEnquiry } from "../../functions/lib/enquiry-store";
import sendEmail from "../../functions/send-email";
import { ENQUIRY_SUBJECT } from "../../src/lib/enquiry";

export const SITE_URL = "https://www.agency.example";
export const ENDPOINT = `${SITE_URL}/api/send-email`;
export const MAIL_ENV = {
  CONTACT_TO_EMAIL: "studio@agency.example",
  CONTACT_FROM_EMAIL: "Agency Website <website@agency.example>",
};

export interface Harness {
  resend: FakeResend;
  blobs: LocalBlobs;
  /** Calls the function with a built Request, as Netlify would. */
  call(request: Request): Promise<Response>;
  /** POSTs a JSON body (an object is stringified, a string is sent as it is). */
  postJson(body: unknown, headers?: Record<string, string>): Promise<Response>;
  postForm(fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  stored(): Promise<EnquiryRecord[]>;
  record(id: string): Promise<EnquiryRecord | null>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const resend = await startFakeResend();
  const blobsDir = await mkdtemp(join(tmpdir(), "send-email-blobs-"));
  const blobs = await startLocalBlobs(blobsDir);
  Object.assign(process.env, MAIL_ENV, {
    RESEND_BASE_URL: resend.url,
    RESEND_API_KEY: resend.apiKey,
    RESEND_TIMEOUT_MS: "300",
    SITE_URL,
  });
  const call = (request: Request) => {
    const { context } = createLocalContext({ request, ip: "203.0.113.7", requestId: "test-request", siteUrl: SITE_URL, params: {}, functionName: "send-email" });
    return sendEmail(request, context);
  };
  const post = (body: string, contentType: string, headers: Record<string, string>) =>
    call(new Request(ENDPOINT, { method: "POST", headers: { "content-type": contentType, origin: SITE_URL, ...headers }, body }));
  return {
    resend,
    blobs,
    call,
    postJson: (body, headers = {}) => post(typeof body === "string" ? body : JSON.stringify(body), "application/json", headers),
    postForm: (fields, headers = {}) => post(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", headers),
    stored: () => listEnquiries(openEnquiryStore()),
    record: (id) => readEnquiry(openEnquiryStore(), id),
    async close() {
      await blobs.close();
      await resend.close();
      await rm(blobsDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** A valid enquiry; each call differs, so none is mistaken for a retried duplicate. */
export function validPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    fullName: "Jane Doe",
    email: "jane.doe@client.example",
    company: "Client Films Ltd",
    message: `We need a two-minute explainer video for our product launch (${counter}-${Date.now()}).`,
    ...overrides,
  };
}

export function validBody(overrides: Record<string, unknown> = {}) {
  return { payload: validPayload(overrides), subject: ENQUIRY_SUBJECT };
}
