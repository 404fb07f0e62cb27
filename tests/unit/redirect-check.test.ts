// Redirect stories are read by Netlify's own parser at build time: a destination it refuses
// is left out of _redirects with a warning naming the story (a blocker in production),
// instead of being written where Netlify drops it silently.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deployBlockers } from "../../build/deploy/deploy-gate";
import { checkedRedirects } from "../../build/pipeline/routes/redirect-check";
import { runBuild } from "../../build/pipeline/run-build";
import type { RedirectRule } from "../../src/content/route";
import type { BuildWarning, Site } from "../../src/content/site";
import { makeContentDir, story } from "../helpers/content";

const redirect = (full_slug: string, url: string) => story({ full_slug, content: { component: "redirect", destination: { linktype: "url", url, cached_url: url } } });

describe("redirect destinations", () => {
  it("leaves out a destination Netlify's parser refuses, naming the story, and keeps the others", async () => {
    const dir = await makeContentDir([redirect("offer", "javascript&colon;alert(document.domain)"), redirect("showreel", "https://vimeo.com/123456789")]);
    const outDir = join(dir, "out");
    const result = await runBuild({ contentDir: dir, outDir, publicDir: join(dir, "public"), preview: false, minify: false, strict: false });
    expect(result.warnings).toEqual([
      {
        where: "offer",
        path: "content.destination",
        message: expect.stringMatching(
          /^Netlify would refuse this redirect, so it is left out \(The destination path\/URL must start with "\/", "http:" or "https:"\): \/offer → /,
        ),
      },
    ]);
    const written = await readFile(join(outDir, "_redirects"), "utf8");
    expect(written).toContain("/showreel  https://vimeo.com/123456789  307");
    expect(written).not.toContain("/offer");
    const links = Object.values((JSON.parse(await readFile(join(dir, "links.json"), "utf8")) as { links: Record<string, never> }).links);
    const blockers = await deployBlockers({
      warnings: result.warnings,
      links,
      routes: result.routes.map((r) => r.url),
      redirectsFrom: result.redirects.map((r) => r.from),
      outDir,
    });
    expect(blockers).toEqual([expect.stringMatching(/^offer › content\.destination: Netlify would refuse this redirect/)]);
  });

  it("keeps the parser's verdict in the build cache: the same redirects again are checked from it, with the same warnings", async () => {
    const cache = await mkdtemp(join(tmpdir(), "redirect-check-cache-"));
    const before = process.env.BUILD_CACHE_DIR;
    process.env.BUILD_CACHE_DIR = cache;
    try {
      const rules: RedirectRule[] = [
        { from: "/offer", to: "javascript&colon;alert(1)", status: 307 },
        { from: "/showreel", to: "https://vimeo.com/123456789", status: 307 },
      ];
      // no story for either rule: the warning names the _redirects file
      const site = { stories: [] } as unknown as Site;
      const check = async () => {
        const warnings: BuildWarning[] = [];
        const kept = await checkedRedirects(rules, site, (w) => warnings.push(w));
        return { kept: kept.map((r) => r.from), warnings };
      };
      const first = await check();
      expect(first.kept).toEqual(["/showreel"]);
      expect(first.warnings).toEqual([{ where: "_redirects", path: "", message: expect.stringMatching(/^Netlify would refuse this redirect.*\/offer/) }]);
      const [entry] = (await readdir(join(cache, "redirect-check"))).filter((f) => f.endsWith(".json"));
      expect(JSON.parse(await readFile(join(cache, "redirect-check", entry!), "utf8"))).toEqual([[0, expect.stringContaining("must start with")]]);
      expect(await check()).toEqual(first);
    } finally {
      if (before === undefined) delete process.env.BUILD_CACHE_DIR;
      else process.env.BUILD_CACHE_DIR = before;
      await rm(cache, { recursive: true, force: true });
    }
  });
});
