// A plain-form post (no JavaScript) that fails is answered with the site's own contact page,
// fetched from the address the post came to, with what was typed and the reason written in:
// the real function, the real Resend SDK against the fake, and the page the pipeline renders.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";
import { type Harness, startHarness, validPayload } from "./send-email.harness";

const CSP = "default-src 'self'; form-action 'self'";
let h: Harness;
let pages: Server;
let origin: string;
let pageAnswer: "page" | "missing" = "page";

beforeAll(async () => {
  h = await startHarness();
  const contact = story({ full_slug: "contact", content: { component: "page", body: [{ _uid: "panel", component: "contact_panel", email: "hello@example.test" }] } });
  const html = pageHtml(await buildInMemory(await makeContentDir([contact])), "/contact");
  pages = createServer((req, res) => {
    if (req.url === "/contact/" && pageAnswer === "page") res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": CSP }).end(html);
    else res.writeHead(404, { "content-type": "text/html" }).end("<!doctype html><title>Not found</title>");
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
  await h.close();
});
beforeEach(() => {
  h.resend.reset();
  pageAnswer = "page";
});

const form = (overrides: Record<string, string> = {}): Record<string, string> => ({ ...(validPayload() as Record<string, string>), website: "", ...overrides });
const postForm = (fields: Record<string, string>) =>
  h.call(
    new Request(`${origin}/api/send-email`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams(fields).toString(),
    }),
  );

describe("send-email: a failed plain-form post", () => {
  it("answers a refused field with the form page, the values and the field's message, status 422, no address", async () => {
    const sent = form({ fullName: "Jane <b>Doe</b>" });
    const response = await postForm(sent);
    expect(response.status).toBe(422);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toBe(CSP);
    const html = await response.text();
    expect(html).toContain('value="Jane &lt;b&gt;Doe&lt;/b&gt;"');
    expect(html).toContain(`value="${sent.company}"`);
    expect(html).toContain("Your full name must not contain HTML tags; write plain text instead.");
    expect(h.resend.requests).toHaveLength(0);
  });

  it("answers a failed send with the server's reason and keeps the enquiry", async () => {
    h.resend.setDefaultAnswer("validation_error");
    const sent = form();
    const response = await postForm(sent);
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain("Your enquiry has been saved, but it could not be emailed to us just now.");
    expect(html).toContain(`${sent.message}</textarea>`);
    expect((await h.stored()).filter((r) => r.enquiry.message === sent.message)).toMatchObject([{ status: "failed" }]);
  });

  it("falls back to the error address when the page is not there", async () => {
    pageAnswer = "missing";
    const response = await postForm(form({ email: "not an address" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/?error=email#contact-form");
  });
});
