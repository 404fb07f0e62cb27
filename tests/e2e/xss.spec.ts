// An XSS corpus on a small built site served with its Content Security Policy:
// script in every text field, javascript:/data:/vbscript: URLs in every link, a
// </script> breakout in JSON-LD. Every payload calls xssRan(id) if it ever runs;
// none may, and no link may keep a dangerous scheme.

import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { runBuild } from "../../build/pipeline/run-build";
import { type RunningServer, startServer } from "../../build/serve/serve";
import { makeContentDir, story } from "../helpers/content";

const TEXT_PAYLOADS = [
  `<script>xssRan("ID")</script>`,
  `<img src=x onerror="xssRan('ID')">`,
  `"><svg onload="xssRan('ID')">`,
  `</title><script>xssRan("ID")</script>`,
  `</script><script>xssRan("ID")</script>`,
  `<iframe srcdoc="<script>parent.xssRan('ID')</script>"></iframe>`,
  `<a href="javascript:xssRan('ID')">x</a>`,
];
const URL_PAYLOADS = [
  `javascript:xssRan('ID')`,
  `JaVaScRiPt:xssRan('ID')`,
  ` javascript:xssRan('ID')`,
  `java\tscript:xssRan('ID')`,
  `data:text/html,<script>xssRan('ID')</script>`,
  `data:text/html;base64,PHNjcmlwdD54c3NSYW4oJ0lEJyk8L3NjcmlwdD4=`,
  `vbscript:msgbox("ID")`,
];
const DANGEROUS = /^\s*(javascript|data|vbscript):/i;

const paragraph = (text: string, href?: string) => ({
  type: "paragraph",
  content: [{ type: "text", text, ...(href ? { marks: [{ type: "link", attrs: { href, linktype: "url" } }] } : {}) }],
});

/** One page per payload: a text payload fills every text field, a URL payload every link. */
function corpusPage(slug: string, text: (field: string) => string, url: (field: string) => string) {
  const link = (field: string) => ({ linktype: "url", url: url(field), cached_url: url(field), fieldtype: "multilink" });
  return story({
    full_slug: slug,
    name: text("name"),
    content: {
      component: "page",
      seo: { title: text("seo.title"), description: text("seo.description"), og_title: text("og_title"), og_description: text("og_description"), og_image: "" },
      schemas: JSON.stringify({ "@context": "https://schema.org", "@type": "Thing", name: text("schemas"), url: url("schemas.url") }),
      body: [
        { _uid: "b1", component: "inner_banner", heading: text("banner.heading"), text: text("banner.text") },
        {
          _uid: "b2",
          component: "call_to_action",
          heading: text("cta.heading"),
          text: text("cta.text"),
          links: [{ _uid: "l1", component: "link_item", label: text("cta.label"), link: link("cta.link") }],
        },
        {
          _uid: "b3",
          component: "faqs",
          heading: text("faqs.heading"),
          items: [{ _uid: "f1", component: "faq_item", question: text("faq.question"), answer: { type: "doc", content: [paragraph(text("faq.answer"), url("faq.answer.link"))] } }],
        },
        { _uid: "b4", component: "json_ld_schema", schema: JSON.stringify({ "@context": "https://schema.org", "@type": "Thing", description: text("json_ld") }) },
      ],
    },
  });
}

let server: RunningServer;
const pages: string[] = [];
let tried = 0;

test.beforeAll(async () => {
  const stories = [
    ...TEXT_PAYLOADS.map((payload, i) => {
      pages.push(`/text-${i}`);
      return corpusPage(
        `text-${i}`,
        (field) => {
          tried++;
          return payload.replace("ID", `text-${i}:${field}`);
        },
        () => "https://example.test/",
      );
    }),
    ...URL_PAYLOADS.map((payload, i) => {
      pages.push(`/url-${i}`);
      return corpusPage(
        `url-${i}`,
        () => "Plain text",
        (field) => {
          tried++;
          return payload.replace("ID", `url-${i}:${field}`);
        },
      );
    }),
  ];
  const content = await makeContentDir(stories);
  const outDir = join(content, "out");
  await runBuild({ contentDir: content, outDir, publicDir: "public", preview: false, minify: true, strict: false });
  server = await startServer({ dir: outDir, port: 0, contentDir: content, blobsDir: join(content, "blobs") });
});
test.afterAll(async () => server?.close());

test("no payload in any text field, link or JSON-LD executes, and no link keeps a dangerous scheme", async ({ page }) => {
  test.setTimeout(120_000);
  const ran: string[] = [];
  await page.exposeFunction("xssRan", (id: string) => ran.push(id));
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    return dialog.dismiss();
  });
  const dangerousLinks: string[] = [];
  for (const url of pages) {
    const response = await page.goto(`${server.url}${url}`);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    await page.waitForLoadState("load");
    const hrefs = await page.locator("a[href], iframe[src], [srcdoc]").evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? "srcdoc"));
    dangerousLinks.push(...hrefs.filter((href) => DANGEROUS.test(href) || href === "srcdoc").map((href) => `${url}: ${href}`));
  }
  console.log(`XSS corpus: ${tried} payload placements over ${pages.length} pages, ${ran.length} executed`);
  expect(tried).toBeGreaterThan(100);
  expect(ran).toEqual([]);
  expect(dangerousLinks).toEqual([]);
});

test("the harness sees a payload that runs (so the check above can fail)", async ({ page }) => {
  const ran: string[] = [];
  await page.exposeFunction("xssRan", (id: string) => ran.push(id));
  await page.goto(`${server.url}/text-0`);
  await page.evaluate(() => (window as unknown as { xssRan(id: string): void }).xssRan("planted"));
  await expect.poll(() => ran).toEqual(["planted"]);
});
