// The enquiry form's other paths: a browser without JavaScript posts the plain form and
// follows the function's redirects; the error address it lands on is read once the form
// hydrates; and the shared e2e server, which has no Resend configured, keeps the enquiry.

import { execFile } from "node:child_process";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { NOT_SENT_NOTICE } from "../../src/islands/ContactForm";
import { ENQUIRY_ERROR_TEXT } from "../../src/lib/enquiry";
import { E2E_BLOBS } from "../helpers/e2e-site";
import { type ContactSite, field, startContactSite, submitButton, THANK_YOU_HEADING, typeEnquiry, uniqueEnquiry, waitForHydration, wakeForm } from "./contact-form-site";

test.describe.configure({ mode: "default" });

const ROOT = resolve(import.meta.dirname, "../..");
let site: ContactSite;
test.beforeAll(async () => {
  site = await startContactSite();
});
test.afterAll(async () => site?.close());
test.beforeEach(() => site.resend.reset());

test("without JavaScript, the form posts to the function and lands on the thank-you page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const enquiry = uniqueEnquiry("no-js");
  await page.goto(`${site.url}/contact/`);
  await expect(page.locator(".enquiry-form__not-sent")).toBeHidden();
  await typeEnquiry(page, enquiry);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${site.url}/contact/thank-you/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(THANK_YOU_HEADING);
  expect(site.resend.emails).toHaveLength(1);
  expect((site.resend.emails[0]!.body as { text: string }).text).toContain(enquiry.message);
  await context.close();
});

test("without JavaScript, a failed send comes back as the form with everything typed and the server's reason, and the enquiry is stored", async ({ browser }) => {
  site.resend.setDefaultAnswer("server_error");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const enquiry = uniqueEnquiry("no-js-outage");
  await page.goto(`${site.url}/contact/`);
  await typeEnquiry(page, enquiry);
  const [response] = await Promise.all([page.waitForResponse(`${site.url}/api/send-email`), page.keyboard.press("Enter")]);
  expect(response.status()).toBe(502);
  // the answer is the page itself: nothing the visitor typed is put in an address
  await expect(page).toHaveURL(`${site.url}/api/send-email`);
  await expect(page.locator("form#contact-form")).toBeVisible();
  for (const name of ["fullName", "email", "company", "message"] as const) await expect(field(page, name)).toHaveValue(enquiry[name]);
  const reason = page.locator(".enquiry__alert .enquiry__error");
  await expect(reason).toHaveText("Your enquiry has been saved, but it could not be emailed to us just now. Please try again in a few minutes, or email us directly.");
  await expect(reason).toBeFocused();
  await expect(page.getByText("Please check each field")).toHaveCount(0);
  expect((await site.stored()).filter((r) => r.enquiry.email === enquiry.email)).toMatchObject([{ status: "failed", enquiry }]);

  // sent again from there once the mail service is back, it goes through
  site.resend.setDefaultAnswer("ok");
  await submitButton(page).click();
  await expect(page).toHaveURL(`${site.url}/contact/thank-you/`);
  await context.close();
});

test("without JavaScript, a field the function refuses is marked with its own message, and hostile text comes back as text", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const enquiry = { ...uniqueEnquiry("no-js-field"), fullName: `Jane <img src=x onerror="document.title='pwned'">`, message: "Hi</textarea><b id=injected>bold</b>" };
  await page.goto(`${site.url}/contact/`);
  await typeEnquiry(page, enquiry);
  const [response] = await Promise.all([page.waitForResponse(`${site.url}/api/send-email`), page.keyboard.press("Enter")]);
  expect(response.status()).toBe(422);
  const name = field(page, "fullName");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Your full name must not contain HTML tags; write plain text instead.");
  for (const key of ["fullName", "email", "company", "message"] as const) await expect(field(page, key)).toHaveValue(enquiry[key]);
  await expect(page.locator("#injected, form img")).toHaveCount(0);
  await expect(page).not.toHaveTitle("pwned");
  expect(site.resend.emails).toHaveLength(0);
  await context.close();
});

test("without JavaScript, the error address (where the function sends a post when it cannot fetch the form page) shows the notice", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/contact/?error=not-sent#contact-form`);
  await expect(page.locator(".enquiry-form__not-sent")).toHaveText(NOT_SENT_NOTICE);
  await expect(page.locator(".enquiry-form__not-sent")).toBeVisible();
  await context.close();
});

test("with JavaScript, the error address shows the function's own message and is tidied away", async ({ page }) => {
  await page.goto(`${site.url}/contact/?error=not-sent#contact-form`);
  await waitForHydration(page);
  await expect(page.getByRole("alert")).toHaveText(ENQUIRY_ERROR_TEXT["not-sent"]);
  await expect(page.locator(".enquiry-form__not-sent")).toHaveCount(0);
  await expect(page).toHaveURL(`${site.url}/contact/#contact-form`);

  await page.goto(`${site.url}/contact/?error=email#contact-form`);
  await waitForHydration(page);
  await expect(field(page, "email")).toBeFocused();
  await expect(field(page, "email")).toHaveAccessibleDescription(ENQUIRY_ERROR_TEXT.email);
});

test("on the shared server, without Resend configured, the form says so and the enquiry is stored", async ({ page }) => {
  const enquiry = uniqueEnquiry("unconfigured");
  await page.goto("/contact/");
  await wakeForm(page);
  await typeEnquiry(page, enquiry);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(
    "Your enquiry has been saved, but it could not be emailed to us just now. The contact form's email settings are incomplete; please email us directly.",
  );
  await expect(field(page, "message")).toHaveValue(enquiry.message);

  // The shared server runs in its own process; its store is read the agency's way, with the CLI.
  const { NETLIFY_BLOBS_CONTEXT: _ours, ...env } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "build/cli/enquiries.ts", "list", "--unsent", "--blobs-dir", join(ROOT, E2E_BLOBS)], {
    cwd: ROOT,
    env,
  });
  const line = stdout.split("\n").find((l) => l.includes(enquiry.email));
  expect(line, stdout).toContain("failed");
  expect(line).toContain("not sent: missing environment variable");
});
