// npm run build:netlify as Netlify runs it, over a small content folder with one story file
// that is not valid JSON: the production context holds that story back (never live, it stays
// unpublished, and so does the page whose link to it would lead nowhere), a deploy preview
// builds the rest; both exit 0; a STORYBLOK_SPACE_ID of another space than the content's stops
// production before it builds. --content, --out and --report keep it away from
// content-cache/ and dist/; STORYBLOK_TOKEN is unset so nothing is fetched over the real cache.
// And a production build over an output folder that became a file goes on as a full build.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manifestFile } from "../../build/pipeline/render/incremental/manifest";
import { makeContentDir, story } from "../helpers/content";

const SPACE = 4242;
let dir: string;
const realCache = "content-cache/links.json";
let realCacheTime: number;

beforeAll(async () => {
  realCacheTime = (await stat(realCache)).mtimeMs;
  const linkToAbout = { type: "paragraph", content: [{ type: "text", text: "About us", marks: [{ type: "link", attrs: { href: "/about", linktype: "url" } }] }] };
  dir = await makeContentDir([
    story({ full_slug: "about", name: "About", content: { component: "page", body: [] } }),
    story({ full_slug: "contact", name: "Contact", content: { component: "page", body: [{ _uid: "t", component: "text_block", text: { type: "doc", content: [linkToAbout] } }] } }),
  ]);
  await writeFile(join(dir, "stories", "about.json"), '{"story": ');
  await writeFile(join(dir, "space.json"), JSON.stringify({ id: SPACE, cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function buildNetlify(context: string, out: string, extraEnv: Record<string, string> = {}, content = dir): Promise<{ code: number; output: string }> {
  // its own record of the last production deploy, never the worktree's .cache/deploy-gate/
  const env: NodeJS.ProcessEnv = { ...process.env, CONTEXT: context, DEPLOY_RECORD: join(content, "last-production.json"), ...extraEnv };
  delete env.STORYBLOK_TOKEN;
  if (!extraEnv.PREVIEW_RENDERER) delete env.PREVIEW_RENDERER;
  if (!extraEnv.STORYBLOK_SPACE_ID) delete env.STORYBLOK_SPACE_ID;
  const args = ["run", "--silent", "build:netlify", "--", "--content", content, "--out", join(content, out), "--report", join(content, `${out}.json`)];
  return new Promise((done) => {
    const child = spawn("npm", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => done({ code: code ?? 1, output }));
  });
}

describe("npm run build:netlify with a broken story file", () => {
  it("holds the story back in production, and the page that links to it, naming both", async () => {
    const { code, output } = await buildNetlify("production", "production");
    expect(code, output).toBe(0);
    expect(output).toMatch(/Held back: About \(about\): it was never live, so it stays unpublished\. Its content reached the website damaged/);
    expect(output).toMatch(/Held back: Contact \(contact\): it was never live, so it stays unpublished\. A link on its page points at \/about, which is not on the website\./);
    expect(existsSync(join(dir, "production", "about.html"))).toBe(false);
    expect(existsSync(join(dir, "production", "contact.html"))).toBe(false);
    expect(existsSync(join(dir, "production", "index.html"))).toBe(true);
  }, 180_000);

  it("builds a deploy preview of the rest and exits 0", async () => {
    const { code, output } = await buildNetlify("deploy-preview", "preview");
    expect(code, output).toBe(0);
    expect(existsSync(join(dir, "preview", "contact.html"))).toBe(true);
    expect(existsSync(join(dir, "preview", "about.html"))).toBe(false);
    // the /img/ proxy for the content's space (space.json), written by the build
    expect(await readFile(join(dir, "preview", "_redirects"), "utf8")).toMatch(new RegExp(`^/img/f/${SPACE}/\\*\\s+https://a\\.storyblok\\.com/f/${SPACE}/:splat\\s+200$`, "m"));
  }, 180_000);

  it("stops a production deploy before building when STORYBLOK_SPACE_ID names another space than the content's", async () => {
    const { code, output } = await buildNetlify("production", "other-space", { STORYBLOK_SPACE_ID: "1" });
    expect(code, output).toBe(1);
    expect(output).toMatch(/The production deploy is stopped/);
    expect(output).toContain(`STORYBLOK_SPACE_ID is 1, but the content (content-cache/space.json, fetched with STORYBLOK_TOKEN) is of Storyblok space ${SPACE}`);
    expect(existsSync(join(dir, "other-space"))).toBe(false);
  }, 180_000);

  it("routes the pages of a live preview in the folder it built (--out), not dist/", async () => {
    const { code, output } = await buildNetlify("deploy-preview", "live", { PREVIEW_RENDERER: "live" });
    expect(code, output).toBe(0);
    expect(await readFile(join(dir, "live", "_redirects"), "utf8")).toMatch(/^\/\*\s+\/\.netlify\/functions\/preview\s+200!$/m);
  }, 180_000);

  it("left the embedded content cache alone", async () => {
    expect((await stat(realCache)).mtimeMs).toBe(realCacheTime);
  });
});

describe("npm run build:netlify in production over an output folder that is a file", () => {
  it("sets the file aside and builds every page, saying so on the render line", async () => {
    const content = await makeContentDir([story({ full_slug: "about", name: "About", content: { component: "page", body: [] } })]);
    try {
      expect((await buildNetlify("production", "out", {}, content)).code).toBe(0);
      await rm(join(content, "out"), { recursive: true });
      await writeFile(join(content, "out"), "not a folder");
      const { code, output } = await buildNetlify("production", "out", {}, content);
      expect(code, output).toBe(0);
      expect(output).toMatch(/render +\d+ pages \(full build: .*out is a file, not a folder, so it was set aside\)/);
      expect(output).not.toMatch(/internal error/);
      expect(existsSync(join(content, "out", "about.html"))).toBe(true);
    } finally {
      await rm(manifestFile(join(content, "out")), { force: true });
      await rm(content, { recursive: true, force: true });
    }
  }, 240_000);
});
