// The generated Content Security Policy: hashes of the real inline scripts, no
// unsafe script sources, and the framing rule that differs between production
// and previews; the local server reads the _headers file the build writes.
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, headersFile, scriptHash } from "../../build/pipeline/write/csp";
import { headersFor, readNetlifyRules } from "../../build/serve/netlify-rules";
import { revealBodyScript, revealHeadScript } from "../../src/components/reveal-scripts";
import { documentInlineScripts } from "../../src/layouts/document-inline-scripts";
import { SECURITY_HEADERS } from "../../src/lib/security-headers";
import { directive } from "../helpers/csp-directive";

describe("contentSecurityPolicy", () => {
  const scripts = ["console.log(1)", "import('/x.js')"];
  const production = contentSecurityPolicy({ inlineScripts: scripts, preview: false });
  const preview = contentSecurityPolicy({ inlineScripts: scripts, preview: true });

  it("allows scripts from the site and exactly the hashed inline scripts", () => {
    const expected = scripts.map((s) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`);
    expect(directive(production, "script-src")).toEqual(["'self'", ...expected]);
    expect(production).not.toMatch(/unsafe-eval/);
    expect(directive(production, "script-src")).not.toContain("'unsafe-inline'");
  });

  it("locks down objects, base, forms and frames", () => {
    expect(directive(production, "object-src")).toEqual(["'none'"]);
    expect(directive(production, "base-uri")).toEqual(["'self'"]);
    expect(directive(production, "form-action")).toEqual(["'self'"]);
    expect(directive(production, "frame-src")).toEqual(["https://player.vimeo.com", "https://www.youtube-nocookie.com"]);
  });

  it("lets only previews be framed by Storyblok's editor, and lets no page call Storyblok's API (the preview function holds the token)", () => {
    expect(directive(production, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(preview, "frame-ancestors")).toEqual(["'self'", "https://app.storyblok.com"]);
    for (const policy of [production, preview]) expect(directive(policy, "connect-src")).toEqual(["'self'", "https://vimeo.com", "https://www.youtube.com"]);
  });

  it("hashes every inline script the document renders", () => {
    const all = documentInlineScripts({ islandLoader: "loader()" });
    expect(all).toEqual([revealHeadScript, revealBodyScript, "loader()"]);
    expect(scriptHash("a")).toBe("'sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='");
  });
});

/** Reads a _headers file the way the local server does (Netlify's own parser), with no netlify.toml rules. */
async function readHeaders(contents: string) {
  const dir = await mkdtemp(join(tmpdir(), "csp-headers-"));
  try {
    await writeFile(join(dir, "_headers"), contents);
    await writeFile(join(dir, "netlify.toml"), "");
    const rules = await readNetlifyRules({ toml: join(dir, "netlify.toml"), redirects: join(dir, "_redirects"), headers: join(dir, "_headers") });
    expect(rules.errors).toEqual([]);
    return rules.headers;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("_headers", () => {
  it("is written, with the site's security headers, in the format the local server reads back", async () => {
    const rules = await readHeaders(headersFile("default-src 'self'"));
    expect(headersFor(rules, "/about")).toEqual({ ...SECURITY_HEADERS, "Content-Security-Policy": "default-src 'self'" });
  });

  it("keeps several paths and headers apart", async () => {
    const rules = await readHeaders("# c\n/a/*\n  X-One: 1\n  X-Two: a: b\n/b\n  X-Three: 3\n");
    expect(headersFor(rules, "/a/x")).toEqual({ "X-One": "1", "X-Two": "a: b" });
    expect(headersFor(rules, "/b")).toEqual({ "X-Three": "3" });
  });
});
