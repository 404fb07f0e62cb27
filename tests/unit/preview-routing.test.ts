// Which Netlify context serves pages from the preview function: deploy previews and branch
// deploys do; production has no such rule and stays static.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { previewRoutingRules, routePagesToPreview } from "../../build/deploy/preview-routing";

describe("preview routing", () => {
  it("sends every page to the preview function and keeps assets and public files static", () => {
    const rules = previewRoutingRules(["assets/", "favicon.svg"]).split("\n");
    expect(rules).toContain("/assets/*  /assets/:splat  200!");
    expect(rules).toContain("/favicon.svg  /favicon.svg  200!");
    expect(rules.filter((line) => line.startsWith("/")).at(-1)).toBe("/*  /.netlify/functions/preview  200!");
  });

  it("goes ahead of the build's own rules in _redirects", async () => {
    const dir = await mkdtemp(join(tmpdir(), "routing-"));
    await mkdir(join(dir, "public"));
    await writeFile(join(dir, "public", "favicon.svg"), "<svg/>");
    await writeFile(join(dir, "_redirects"), "/old  /new  307\n");
    await routePagesToPreview(dir, join(dir, "public"));
    const text = await readFile(join(dir, "_redirects"), "utf8");
    expect(text.indexOf("/.netlify/functions/preview")).toBeLessThan(text.indexOf("/old  /new  307"));
    await rm(dir, { recursive: true, force: true });
  });

  it("is switched on by netlify.toml for deploy previews and branch deploys only", async () => {
    const toml = parse(await readFile("netlify.toml", "utf8")) as {
      context?: Record<string, { environment?: Record<string, string> }>;
      build?: { environment?: Record<string, string> };
    };
    expect(toml.context?.["deploy-preview"]?.environment?.PREVIEW_RENDERER).toBe("live");
    expect(toml.context?.["branch-deploy"]?.environment?.PREVIEW_RENDERER).toBe("live");
    expect(toml.context?.production?.environment?.PREVIEW_RENDERER).toBeUndefined();
    expect(toml.build?.environment?.PREVIEW_RENDERER).toBeUndefined();
  });
});
