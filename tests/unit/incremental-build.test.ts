// Incremental builds: the planner's rules on in-memory manifests, and the real
// pipeline over a copy of the embedded content, where an incremental build
// after a change writes exactly what a full build of the changed content writes.
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { htmlDigest } from "../../build/pipeline/render/html-size";
import { manifestFile, pageFingerprints, previousPageIntact } from "../../build/pipeline/render/incremental/manifest";
import { type BuildState, type Manifest, planIncremental } from "../../build/pipeline/render/incremental/plan";
import type { WrittenPage } from "../../build/pipeline/render/render";
import { type BuildResult, runBuild } from "../../build/pipeline/run-build";
import { writeWithDigest } from "../../build/shared/cache-digest.mjs";
import { fingerprintOf } from "../../build/shared/file-fingerprint.mjs";
import { makeContentDir, story } from "../helpers/content";
import { editInPlaceKeepingDates } from "../helpers/file-fingerprint";

describe("planIncremental", () => {
  const inputs: Record<string, string> = { "story:a": "1", "story:b": "1", "listing:articles": "1" };
  const withInputs = (hashes: Record<string, string>): BuildState => ({ codeHash: "c1", sharedHash: "s1", inputHash: (key) => hashes[key] });
  const state = withInputs(inputs);
  const manifest: Manifest = {
    codeHash: "c1",
    sharedHash: "s1",
    inputs,
    pages: [
      { url: "/a", outputPath: "a/index.html", routeHash: "ra", reads: [], islands: [], stylesheets: [], warnings: [], bytes: 10, digest: "da", fingerprint: "fa", gzip: 8 },
      {
        url: "/b",
        outputPath: "b/index.html",
        routeHash: "rb",
        reads: ["listing:articles"],
        islands: [],
        stylesheets: [],
        warnings: [],
        bytes: 10,
        digest: "db",
        fingerprint: "fb",
        gzip: null,
      },
    ],
  };
  const routes = [
    { url: "/a", routeHash: "ra", ownStory: "story:a" },
    { url: "/b", routeHash: "rb", ownStory: "story:b" },
  ];

  it("renders everything, saying why, without a manifest, or when the code or a shared story changed", () => {
    const none = planIncremental("no earlier build", state, routes);
    expect([none.render, none.fullBuild]).toEqual([["/a", "/b"], "no earlier build"]);
    const code = planIncremental(manifest, { ...state, codeHash: "c2" }, routes);
    expect([code.render, code.fullBuild]).toEqual([["/a", "/b"], expect.stringMatching(/^the code/)]);
    const shared = planIncremental(manifest, { ...state, sharedHash: "s2" }, routes);
    expect([shared.render, shared.fullBuild]).toEqual([["/a", "/b"], expect.stringMatching(/^a shared story/)]);
  });

  it("reuses pages whose story and recorded reads are unchanged", () => {
    const plan = planIncremental(manifest, state, routes);
    expect(plan.render).toEqual([]);
    expect(plan.fullBuild).toBeNull();
    expect(plan.reuse.map((p) => p.url)).toEqual(["/a", "/b"]);
  });

  it("renders again a page the last build did not weigh when this one weighs its pages for the report", () => {
    expect(planIncremental(manifest, state, routes, { weighed: true }).render).toEqual(["/b"]);
  });

  it("renders a page whose own story, a listing it read, or its route changed, and a new route", () => {
    expect(planIncremental(manifest, withInputs({ ...inputs, "story:a": "2" }), routes).render).toEqual(["/a"]);
    expect(planIncremental(manifest, withInputs({ ...inputs, "listing:articles": "2" }), routes).render).toEqual(["/b"]);
    expect(planIncremental(manifest, state, [{ ...routes[0]!, routeHash: "ra2" }, routes[1]!]).render).toEqual(["/a"]);
    expect(planIncremental(manifest, state, [...routes, { url: "/c", routeHash: "rc", ownStory: "story:c" }]).render).toEqual(["/c"]);
  });
});

async function files(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) found.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name), "utf8"));
  }
  return found;
}

const renderedCount = (result: BuildResult<WrittenPage>) => {
  const detail = result.phases.find((p) => p.name === "render")!.detail;
  return Number(/^(\d+)/.exec(detail)![1]);
};

describe("an incremental build over the embedded content", () => {
  let dir: string;
  let content: string;
  const build = (outDir: string, incremental: boolean) =>
    runBuild({ contentDir: content, outDir, publicDir: "public", preview: false, minify: true, strict: false }, undefined, { incremental });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "incremental-"));
    content = join(dir, "content");
    await cp("content-cache", content, { recursive: true, filter: (src) => !src.includes("/assets/") });
  });

  it("after one story changes and one is deleted, renders only what depends on them and writes what a full build writes", async () => {
    const first = await build(join(dir, "incremental"), true);
    expect(renderedCount(first)).toBe(first.pages.length);
    // a first build renders as a full one does (the writer thread takes each page's bytes and digest): its manifest holds the files' own
    const recorded = (JSON.parse(await readFile(manifestFile(join(dir, "incremental")), "utf8")) as { pages: { outputPath: string; bytes: number; digest: string }[] }).pages;
    expect(recorded).toHaveLength(first.pages.length);
    for (const page of recorded) {
      const onDisk = await readFile(join(dir, "incremental", page.outputPath));
      expect([page.outputPath, page.bytes, page.digest]).toEqual([page.outputPath, onDisk.byteLength, htmlDigest(onDisk)]);
    }

    // a page no other page reads; an article read by every listing of articles
    const story = join(content, "stories", "404.json");
    const notFound = JSON.parse(await readFile(story, "utf8"));
    notFound.story.content.seo = { ...notFound.story.content.seo, title: "Lost? (revised)" };
    await writeFile(story, JSON.stringify(notFound));
    const [gone] = (await readdir(join(content, "stories", "insights"))).filter((f) => f !== "index.json").sort();
    await rm(join(content, "stories", "insights", gone!));

    const second = await build(join(dir, "incremental"), true);
    expect(renderedCount(second)).toBeLessThan(second.pages.length / 2);
    expect(second.pages.length).toBe(first.pages.length - 1);
    await build(join(dir, "full"), false);
    const [incremental, full] = await Promise.all([files(join(dir, "incremental")), files(join(dir, "full"))]);
    expect([...incremental.keys()].sort()).toEqual([...full.keys()].sort());
    const differing = [...full].filter(([path, text]) => incremental.get(path) !== text).map(([path]) => path);
    expect(differing).toEqual([]);
    // the incremental build updated its folder in place: the deleted article's folder went with its page
    await expect(readdir(join(dir, "incremental", "insights", gone!.replace(/\.json$/, "")))).rejects.toThrow(/ENOENT/);
  });

  it("renders every page again when a shared story (the footer) changes", async () => {
    const file = join(content, "stories", "footer.json");
    const footer = JSON.parse(await readFile(file, "utf8"));
    footer.story.content.text = "A changed greeting in the footer.";
    await writeFile(file, JSON.stringify(footer));
    const result = await build(join(dir, "incremental"), true);
    expect(renderedCount(result)).toBe(result.pages.length);
  });

  it("records no new manifest when nothing changed, and a new one when a page's file is replaced by the same bytes", async () => {
    const out = join(dir, "incremental");
    const manifest = manifestFile(out);
    const before = await stat(manifest);
    expect(renderedCount(await build(out, true))).toBe(0);
    expect((await stat(manifest)).mtimeMs).toBe(before.mtimeMs);
    // the same bytes copied back (a restored cache can do that): a new inode, which the manifest must now record
    const page = join(out, "about.html");
    await cp(page, `${page}.copy`);
    await rename(`${page}.copy`, page);
    expect(renderedCount(await build(out, true))).toBe(0);
    const recorded = (JSON.parse(await readFile(manifest, "utf8")) as { pages: { outputPath: string; fingerprint: string }[] }).pages;
    const now = await stat(page);
    expect(recorded.find((p) => p.outputPath === "about.html")?.fingerprint).toBe(fingerprintOf(now));
  });

  it("does not look into a manifest other code wrote, whatever its shape: it renders every page, saying the code changed", async () => {
    const out = join(dir, "incremental");
    // whole (its digest matches), but from code whose manifests had another shape
    await writeWithDigest(manifestFile(out), JSON.stringify({ codeHash: "older code", pages: "kept elsewhere" }));
    const result = await build(out, true);
    expect(renderedCount(result)).toBe(result.pages.length);
    expect(result.phases.find((p) => p.name === "render")!.detail).toContain("full build: the code, its dependencies or the build options changed");
    expect(renderedCount(await build(out, true))).toBe(0);
  });
});

describe("whether a page of the last build is still in its folder", () => {
  const html = "<!doctype html><title>About</title>";
  let dir: string;
  let fingerprint: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "page-intact-"));
  });
  const writePage = async (contents: string) => {
    await writeFile(join(dir, "about.html"), contents);
    [fingerprint] = await pageFingerprints(dir, ["about.html"]);
  };

  it("takes a file whose size, modification time, change time and inode are the recorded ones without reading it", async () => {
    await writePage(html);
    // were it read, its bytes would not be the page this digest names
    expect(await previousPageIntact(dir, "about.html", htmlDigest("<!doctype html><title>Other</title>"), fingerprint!)).toBe(fingerprint);
  });

  it("rejects a page edited in place to as many bytes with its dates put back (touch -r): its change time moved", async () => {
    const page = join(dir, "about.html");
    const then = new Date("2026-11-01T12:00:00Z");
    await writeFile(page, html);
    await utimes(page, then, then);
    [fingerprint] = await pageFingerprints(dir, ["about.html"]);
    await editInPlaceKeepingDates(page, html.replace("About", "Abour"));
    expect(await previousPageIntact(dir, "about.html", htmlDigest(html), fingerprint!)).toBeNull();
  });

  it("reads any other and compares its digest: the same bytes copied back give the file's new fingerprint", async () => {
    await writePage(html);
    await rm(join(dir, "about.html"));
    await writeFile(join(dir, "about.html"), html); // a new inode, as a restored copy has
    const [now] = await pageFingerprints(dir, ["about.html"]);
    expect(now).not.toBe(fingerprint);
    expect(await previousPageIntact(dir, "about.html", htmlDigest(html), fingerprint!)).toBe(now);
  });

  it("rejects a page edited in place, and a missing one", async () => {
    await writePage(html);
    await writeFile(join(dir, "about.html"), html.replace("About", "Abour"));
    expect(await previousPageIntact(dir, "about.html", htmlDigest(html), fingerprint!)).toBeNull();
    await rm(join(dir, "about.html"));
    expect(await previousPageIntact(dir, "about.html", htmlDigest(html), fingerprint!)).toBeNull();
  });
});

describe("an incremental build and the public folder", () => {
  it("brings public/'s files up to date in place: a changed one rewritten, a new one added, a removed one gone", async () => {
    const content = await makeContentDir([story({ full_slug: "about", content: { component: "page", body: [] } })]);
    const publicDir = join(content, "public");
    const outDir = join(content, "out");
    await mkdir(join(publicDir, "nested"), { recursive: true });
    await writeFile(join(publicDir, "humans.txt"), "Made by the agency.\n");
    await writeFile(join(publicDir, "nested", "old.txt"), "old\n");
    const build = () => runBuild({ contentDir: content, outDir, publicDir, preview: false, minify: false, strict: false }, undefined, { incremental: true });
    await build();
    await writeFile(join(publicDir, "humans.txt"), "Made by the agency, with thanks.\n");
    await rm(join(publicDir, "nested", "old.txt"));
    await writeFile(join(publicDir, "nested", "new.txt"), "new\n");
    const second = await build();
    expect(renderedCount(second)).toBe(0);
    expect(await readFile(join(outDir, "humans.txt"), "utf8")).toBe("Made by the agency, with thanks.\n");
    expect(await readFile(join(outDir, "nested", "new.txt"), "utf8")).toBe("new\n");
    await expect(stat(join(outDir, "nested", "old.txt"))).rejects.toThrow(/ENOENT/);
  });
});
