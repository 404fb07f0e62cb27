// The generated rules that give each odd address one answer, written as the build
// writes _redirects and read back by Netlify's own parser, then matched as Netlify does.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirectsFile } from "../../build/pipeline/routes/redirects-file";
import { findRedirect, type NetlifyRules, readNetlifyRules } from "../../build/serve/netlify-rules";
import type { RedirectRule } from "../../src/content/route";
import { buildInMemory, makeContentDir, story } from "../helpers/content";

let dir: string;
let generated: RedirectRule[];
let rules: NetlifyRules;

beforeAll(async () => {
  const content = await makeContentDir([
    story({ full_slug: "404", content: { component: "page" } }),
    story({ full_slug: "services/", is_startpage: true, content: { component: "page" } }),
    story({ full_slug: "insights/", is_startpage: true, content: { component: "page", body: [{ _uid: "n", component: "news_listing" }] } }),
    ...Array.from({ length: 10 }, (_, i) => story({ full_slug: `insights/a-${i}`, content: { component: "article", date: "2024-01-01", category: "General" } })),
  ]);
  generated = (await buildInMemory(content)).redirects;
  dir = await mkdtemp(join(tmpdir(), "route-redirects-"));
  const files = { toml: join(dir, "netlify.toml"), redirects: join(dir, "_redirects"), headers: join(dir, "_headers") };
  await writeFile(files.toml, "");
  await writeFile(files.redirects, redirectsFile(generated));
  rules = await readNetlifyRules(files);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** What Netlify answers: every address here has a file behind it, so only forced rules apply. */
const answer = (path: string) => {
  const match = findRedirect(rules.redirects, new URL(path, "http://x"), true);
  return match && { status: match.rule.status, location: match.location };
};

describe("odd-address rules", () => {
  it("are all accepted by Netlify's parser", () => {
    expect(rules.errors).toEqual([]);
    expect(rules.redirects).toHaveLength(generated.length);
  });

  it("send any page number but an existing one to the listing's first page (302), and serve the existing ones", () => {
    for (const odd of ["99", "0", "abc", "-1", "2.5", "3", ""]) expect(answer(`/insights?page=${odd}`), odd).toEqual({ status: 302, location: "/insights/" });
    expect(answer("/insights/?page=2")).toEqual({ status: 200, location: "/insights/page/2/" });
    expect(answer("/insights")).toBeNull();
  });

  it("answer the not-found page with 404 at /404 and /404.html", () => {
    expect(answer("/404")).toEqual({ status: 404, location: "/404.html" });
    expect(answer("/404.html")).toEqual({ status: 404, location: "/404.html" });
  });

  it("send a folder's index address to its canonical page (301), keeping the query string", () => {
    expect(answer("/services/index")).toEqual({ status: 301, location: "/services/" });
    expect(answer("/services/index.html?ref=x")).toEqual({ status: 301, location: "/services/?ref=x" });
    expect(answer("/index")).toEqual({ status: 301, location: "/" });
    expect(answer("/insights/page/2/index")).toEqual({ status: 301, location: "/insights/page/2/" });
    expect(answer("/services/")).toBeNull();
  });
});
