// A plain-form post (no JavaScript) that fails is answered with the site's own contact page,
// fetched from the site's configured address (never the one a request names) or read from the
// copy bundled with the function, with what was typed and the reason written in: the real
// function, the real Resend SDK against the fake, and the page the pipeline renders.
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BUNDLED_FORM_PAGE, readBundledFormPage } from "../../functions/lib/form-page";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";
import { type Harness, startHarness, validPayload } from "./send-email.harness";

const CSP = "default-src 'self'; form-action 'self'";
let h: Harness;
let pages: Server;
let origin: string;
let pageAnswer: "page" | "missing" = "page";
let contactHtml: string;
/** a listener of a stranger's, which the Host of a post may name */
let stranger: Server;
let strangerOrigin: string;
let strangerRequests = 0;

beforeAll(async () => {
  h = await startHarness();
  const contact = story({ full_slug: "contact", content: { component: "page", body: [{ _uid: "panel", component: "contact_panel", email: "hello@example.test" }] } });
  const html = pageHtml(await buildInMemory(await makeContentDir([contact])), "/contact");
  contactHtml = html;
  pages = createServer((req, res) => {
    if (req.url === "/contact/" && pageAnswer === "page") res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": CSP }).end(html);
    else res.writeHead(404, { "content-type": "text/html" }).end("<!doctype html><title>Not found</title>");
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  // the site's configured address, which the function fetches the page from
  process.env.SITE_URL = origin;
  stranger = createServer((_req, res) => {
    strangerRequests += 1;
    res.writeHead(200, { "content-type": "text/html", "content-security-policy": "script-src * 'unsafe-inline'" }).end("<!doctype html><script>alert(1)</script>");
  });
  await new Promise<void>((resolve) => stranger.listen(0, "127.0.0.1", resolve));
  strangerOrigin = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
  await new Promise((resolve) => stranger.close(resolve));
  await h.close();
});
beforeEach(() => {
  h.resend.reset();
  pageAnswer = "page";
});

const form = (overrides: Record<string, string> = {}): Record<string, string> => ({ ...(validPayload() as Record<string, string>), website: "", ...overrides });
const postForm = (fields: Record<string, string>, to = origin) =>
  h.call(
    new Request(`${to}/api/send-email`, {
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

  it("fetches the page from the site's configured address, never from the host a request names", async () => {
    const response = await postForm(form({ email: "not an address" }), strangerOrigin);
    expect(response.status).toBe(422);
    expect(response.headers.get("content-security-policy")).toBe(CSP);
    expect(await response.text()).not.toContain("alert(1)");
    expect(strangerRequests).toBe(0);
  });

  it("writes control characters as U+FFFD and keeps the message exactly as typed, leading blank lines included: well-formed HTML", async () => {
    const message = "\n\nWe need a film.\u0000 Budget\u0007 soon\u000B.\uFDD0\ud800";
    const response = await postForm(form({ email: "not an address", message, company: "Co\u0000\u001F" }));
    const errors: string[] = [];
    const document = parse(await response.text(), { onParseError: (error) => errors.push(error.code) });
    expect(errors).toEqual([]);
    const textarea = find(document, (el) => el.tagName === "textarea");
    const typed = textarea?.childNodes.map((node) => ("value" in node ? node.value : "")).join("");
    expect(typed).toBe("\n\nWe need a film.\uFFFD Budget\uFFFD soon\uFFFD.\uFFFD\uFFFD");
    const company = find(document, (el) => el.attrs.some((a) => a.name === "name" && a.value === "company"));
    expect(company?.attrs.find((a) => a.name === "value")?.value).toBe("Co\uFFFD\uFFFD");
  });
});

describe("the contact page bundled with the function (Netlify)", () => {
  it("is read with the headers the build's _headers file gives every path", async () => {
    const root = await mkdtemp(join(tmpdir(), "form-page-"));
    await mkdir(join(root, "dist/contact"), { recursive: true });
    await writeFile(join(root, BUNDLED_FORM_PAGE.page), contactHtml);
    await writeFile(
      join(root, BUNDLED_FORM_PAGE.headers),
      `# generated\n/assets/*\n  Cache-Control: immutable\n/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: ${CSP}\n`,
    );
    const page = await readBundledFormPage(root);
    expect(page?.html).toBe(contactHtml);
    expect(page?.headers.get("content-security-policy")).toBe(CSP);
    expect(page?.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page?.headers.get("cache-control")).toBeNull();
  });

  it("is null when the build's files are missing, so the page is fetched instead", async () => {
    expect(await readBundledFormPage(await mkdtemp(join(tmpdir(), "form-page-empty-")))).toBeNull();
  });
});

type Element = DefaultTreeAdapterTypes.Element;
function find(root: DefaultTreeAdapterTypes.ParentNode, test: (el: Element) => boolean): Element | null {
  for (const node of root.childNodes) {
    if (!("tagName" in node)) continue;
    if (test(node)) return node;
    const inner = find(node, test);
    if (inner) return inner;
  }
  return null;
}
