// The enquiry form in a browser, by keyboard only: idle → sending → success (or the
// redirect), a Resend failure, client-side validation, and answers the function never
// gives on purpose. The site runs in this process over the fake Resend (contact-form-site.ts).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { runEnquiries } from "../../build/cli/enquiries";
import { ENQUIRY_SUBJECT, ENQUIRY_TEXT } from "../../src/lib/enquiry";
import { type ContactSite, field, holdEnquiryRequests, MAIL, startContactSite, submitButton, THANK_YOU_HEADING, typeEnquiry, uniqueEnquiry, wakeForm } from "./contact-form-site";

// One site and one fake Resend for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

let site: ContactSite;
test.beforeAll(async () => {
  site = await startContactSite();
});
test.afterAll(async () => site?.close());
test.beforeEach(async ({ page }) => {
  site.resend.reset();
  await page.goto(`${site.url}/contact/`);
  await wakeForm(page);
});

test("idle → sending → success by keyboard, with one well-formed email carrying the typed values", async ({ page }) => {
  const enquiry = uniqueEnquiry("success");
  const requests = await holdEnquiryRequests(page);
  await typeEnquiry(page, enquiry);
  await page.keyboard.press("Enter");

  const held = await requests.next();
  await expect(submitButton(page)).toHaveText(ENQUIRY_TEXT.sending);
  await expect(submitButton(page)).toBeDisabled();
  await held.continue();

  const success = page.getByText(ENQUIRY_TEXT.success);
  await expect(success).toBeVisible();
  await expect(page.locator(".enquiry__success")).toBeFocused();
  await expect(page.locator("form#contact-form")).toHaveCount(0);

  expect(site.resend.emails).toHaveLength(1);
  const email = site.resend.emails[0]!.body as Record<string, unknown>;
  expect(email).toMatchObject({ from: MAIL.from, to: [MAIL.to], reply_to: enquiry.email, subject: ENQUIRY_SUBJECT });
  for (const value of Object.values(enquiry)) expect(email.text).toContain(value);
  const [record] = (await site.stored()).filter((r) => r.enquiry.email === enquiry.email);
  expect(record).toMatchObject({ status: "sent", enquiry });
});

test("a Resend failure shows the function's error under the form, keeps every value, and the stored enquiry can be re-sent", async ({ page }) => {
  site.resend.setDefaultAnswer("server_error");
  const enquiry = uniqueEnquiry("outage");
  await typeEnquiry(page, enquiry);
  await page.keyboard.press("Space");

  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Your enquiry has been saved, but it could not be emailed to us just now. Please try again in a few minutes, or email us directly.");
  await expect(submitButton(page)).toBeEnabled();
  await expect(submitButton(page)).toBeFocused();
  for (const [name, value] of Object.entries(enquiry)) await expect(field(page, name as keyof typeof enquiry)).toHaveValue(value);
  expect(site.resend.emails).toHaveLength(0);

  const [record] = (await site.stored()).filter((r) => r.enquiry.email === enquiry.email);
  expect(record).toMatchObject({ status: "failed", enquiry });
  site.resend.setDefaultAnswer("ok");
  const lines: string[] = [];
  expect(await runEnquiries(["resend", "--id", record!.id], { out: (l) => lines.push(l), err: (l) => lines.push(l) })).toBe(0);
  expect(site.resend.emails).toHaveLength(1);
  expect((site.resend.emails[0]!.body as { reply_to: string }).reply_to).toBe(enquiry.email);
});

test("empty required fields and a bad email are caught in the browser, each message tied to its field", async ({ page }) => {
  let posted = 0;
  page.on("request", (request) => void (request.method() === "POST" && posted++));
  await typeEnquiry(page, {});
  await page.keyboard.press("Enter");

  await expect(field(page, "fullName")).toBeFocused();
  const expected = {
    fullName: "Your full name is required.",
    email: "Your email address is required.",
    company: "Your company name is required.",
    message: "Your project description is required.",
  } as const;
  for (const [name, message] of Object.entries(expected)) {
    const control = field(page, name as keyof typeof expected);
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(message);
  }

  await page.keyboard.type("Jane Doe");
  await expect(field(page, "fullName")).not.toHaveAttribute("aria-invalid");
  await page.keyboard.press("Tab");
  await page.keyboard.type("jane@example");
  for (const name of ["company", "message"] as const) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(`A ${name}`);
  }
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(field(page, "email")).toBeFocused();
  await expect(field(page, "email")).toHaveAccessibleDescription("Your email address must be a real address, like name@example.com.");
  await expect(field(page, "message")).toHaveValue("A message");
  expect(posted).toBe(0);

  const { violations } = await new AxeBuilder({ page }).include(".contact-panel").withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test("answers the function never gives on purpose still end in a message", async ({ page }) => {
  const cases = [
    { answer: { status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" }, shown: ENQUIRY_TEXT.unexpected },
    { answer: { status: 500, contentType: "application/json", body: "{}" }, shown: ENQUIRY_TEXT.sendFailed },
    { answer: { status: 429, contentType: "application/json", body: JSON.stringify({ error: "Too many requests; wait a minute." }) }, shown: "Too many requests; wait a minute." },
  ];
  // One handler answering from a queue: registering a fresh `times: 1` route per
  // case races with Playwright removing the used one, and a request can slip past.
  const answers = [...cases.map((c) => c.answer), null];
  await page.route("**/api/send-email", (route) => {
    const next = answers.shift();
    return next ? route.fulfill(next) : route.abort("internetdisconnected");
  });
  // the page is loaded again under the route: added to a page already open, Chromium's
  // interception once let the first request through to the real function on a loaded CI machine
  await page.goto(`${site.url}/contact/`);
  await wakeForm(page);
  await typeEnquiry(page, uniqueEnquiry("answers"));
  for (const { shown } of cases) {
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(shown);
    await expect(submitButton(page)).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(ENQUIRY_TEXT.unexpected);
  expect(site.resend.requests).toHaveLength(0);
});

test("with a success redirect set, the browser goes to that page instead", async ({ page }) => {
  await page.goto(`${site.url}/enquire`);
  await wakeForm(page);
  await typeEnquiry(page, uniqueEnquiry("redirect"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${site.url}/contact/thank-you`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(THANK_YOU_HEADING);
  expect(site.resend.emails).toHaveLength(1);
});

test("the honeypot is neither reachable by keyboard nor exposed to screen readers", async ({ page }) => {
  // typeEnquiry asserts the Tab order: the four fields, then the button
  await typeEnquiry(page, {});
  const form = page.locator("form#contact-form");
  await expect(form.getByRole("textbox")).toHaveCount(4);
  const tree = await form.ariaSnapshot();
  expect(tree).not.toMatch(/website|Leave this field empty/i);
  expect(tree).toContain('textbox "Full Name"');
});
