// Redirect stories are read by Netlify's own parser at build time: a destination it refuses
// is left out of _redirects with a warning naming the story (a blocker in production),
// instead of being written where Netlify drops it silently.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deployBlockers } from "../../build/deploy/deploy-gate";
import { runBuild } from "../../build/pipeline/run-build";
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
});
