// Shared by the contact form's browser tests: a small built site with two contact panels
// (one showing its own thank-you, one redirecting), served in the test process by the real
// local server, whose send-email function talks to the fake Resend; plus keyboard helpers.

import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page, type Route } from "@playwright/test";
import { type FakeResend, startFakeResend } from "../../build/fakes/fake-resend";
import { runBuild } from "../../build/pipeline/run-build";
import { type RunningServer, startServer } from "../../build/serve/serve";
import type { EnquiryRecord } from "../../functions/lib/enquiry-record";
import { listEnquiries, openEnquiryStore } from "../../functions/lib/enquiry-store";
import { ENQUIRY_ENDPOINT, ENQUIRY_FIELD_LABELS, type Enquiry } from "../../src/lib/enquiry";
import { makeContentDir, story } from "../helpers/content";

export const MAIL = { to: "studio@agency.example", from: "Agency Website <website@agency.example>" };
export const THANK_YOU_HEADING = "Thank you!";

export interface ContactSite {
  url: string;
  resend: FakeResend;
  /** What the site's enquiry store holds now. */
  stored(): Promise<EnquiryRecord[]>;
  close(): Promise<void>;
}

const panel = (extra: Record<string, unknown> = {}) => ({
  _uid: "panel",
  component: "contact_panel",
  form_heading: "Tell us about your project",
  email: "hello@agency.example",
  phone: "0161 496 0735",
  address: "Studio 3, Canal Wharf, Manchester",
  ...extra,
});

export async function startContactSite(): Promise<ContactSite> {
  const content = await makeContentDir([
    story({ full_slug: "contact/", is_startpage: true, content: { component: "page", body: [panel()] } }),
    story({
      full_slug: "contact/thank-you",
      uuid: "thank-you-uuid",
      content: { component: "page", body: [{ _uid: "b", component: "inner_banner", heading: THANK_YOU_HEADING }] },
    }),
    story({
      full_slug: "enquire",
      content: { component: "page", body: [panel({ success_redirect: { id: "thank-you-uuid", linktype: "story", cached_url: "contact/thank-you" } })] },
    }),
  ]);
  const outDir = join(content, "out");
  await runBuild({ contentDir: content, outDir, publicDir: "public", preview: false, minify: true, strict: false });
  const resend = await startFakeResend();
  // The function reads these per request; they must be set before the server loads it.
  Object.assign(process.env, {
    RESEND_BASE_URL: resend.url,
    RESEND_API_KEY: resend.apiKey,
    CONTACT_TO_EMAIL: MAIL.to,
    CONTACT_FROM_EMAIL: MAIL.from,
    RESEND_TIMEOUT_MS: "1000",
    CONTACT_RATE_LIMIT: "0",
  });
  const server: RunningServer = await startServer({ dir: outDir, port: 0, contentDir: content, blobsDir: await mkdtemp(join(tmpdir(), "contact-blobs-")) });
  // Another server started later in this worker would point Netlify Blobs elsewhere; keep ours.
  const blobsContext = process.env.NETLIFY_BLOBS_CONTEXT;
  return {
    url: server.url,
    resend,
    stored: () => {
      process.env.NETLIFY_BLOBS_CONTEXT = blobsContext;
      return listEnquiries(openEnquiryStore());
    },
    close: async () => {
      await server.close();
      await resend.close();
    },
  };
}

/** A distinct enquiry per test, so its stored record and email can be told apart. */
export function uniqueEnquiry(label: string): Enquiry {
  const tag = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { fullName: "Siân O'Brien", email: `sian.${tag}@example.com`, company: `Films & Co ${tag}`, message: `We need a launch film.\nBudget < £10k (${tag}).` };
}

export const field = (page: Page, name: keyof Enquiry) => page.getByRole("textbox", { name: ENQUIRY_FIELD_LABELS[name], exact: true });
export const submitButton = (page: Page) => page.locator("form#contact-form button[type=submit]");

/** Presses Tab until the locator has focus, as a keyboard user would get there. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${maxPresses} presses of Tab never reached ${target.toString()}`);
}

/** Tabs into the form and types each field in order, ending with focus on the submit button. */
export async function typeEnquiry(page: Page, enquiry: Partial<Enquiry>): Promise<void> {
  await tabTo(page, field(page, "fullName"));
  for (const [index, name] of (["fullName", "email", "company", "message"] as const).entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await expect(field(page, name)).toBeFocused();
    if (enquiry[name]) await page.keyboard.type(enquiry[name]);
  }
  // the hidden honeypot is skipped: the next stop after the message is the button
  await page.keyboard.press("Tab");
  await expect(submitButton(page)).toBeFocused();
}

/** The form's island wakes when a visitor reaches for it: the pointer over a field does. */
export async function wakeForm(page: Page): Promise<void> {
  await field(page, "fullName").hover();
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('site-island[data-island="ContactForm"]')).toHaveAttribute("data-hydrated", "");
}

/** Holds the browser's enquiry requests until the test lets each one through. */
export async function holdEnquiryRequests(page: Page): Promise<{ next(): Promise<Route> }> {
  const waiting: Array<(route: Route) => void> = [];
  const held: Route[] = [];
  await page.route(`**${ENQUIRY_ENDPOINT}`, (route) => {
    const taker = waiting.shift();
    if (taker) taker(route);
    else held.push(route);
  });
  return { next: () => new Promise((take) => (held.length > 0 ? take(held.shift()!) : waiting.push(take))) };
}
