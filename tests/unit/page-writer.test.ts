/** Pages handed to the writer thread land whole in their folders; a write that fails fails the build, not silently. */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlDigest } from "../../build/pipeline/render/html-size";
import { pageWriter } from "../../build/pipeline/write/page-writer";

describe("pageWriter", () => {
  it("writes every page into its folder, however many are handed over at once", async () => {
    const dir = await mkdtemp(join(tmpdir(), "page-writer-"));
    const writer = pageWriter(dir);
    const big = `<!DOCTYPE html>${"<p>Case study’s row</p>".repeat(400_000)}`; // past the in-flight bound on its own
    for (let i = 0; i < 50; i++) await writer.write(`case-studies/film-${i}/index.html`, `<!DOCTYPE html><h1>Film ${i} — “quoted”</h1>`);
    await writer.write("case-studies/index.html", big);
    await writer.drain();
    expect(await readFile(join(dir, "case-studies/film-49/index.html"), "utf8")).toBe("<!DOCTYPE html><h1>Film 49 — “quoted”</h1>");
    expect(await readFile(join(dir, "case-studies/index.html"), "utf8")).toBe(big);
  });

  it("gives each page's bytes and digest as written, for a page sent as a string and a large one sent as bytes", async () => {
    const dir = await mkdtemp(join(tmpdir(), "page-writer-"));
    const writer = pageWriter(dir);
    const small = "<!DOCTYPE html><h1>Film — “quoted”</h1>";
    const large = `<!DOCTYPE html>${"<p>Case study’s row</p>".repeat(60_000)}`;
    expect(large.length).toBeGreaterThan(1024 * 1024);
    await writer.write("film/index.html", small);
    await writer.write("case-studies/index.html", large);
    await writer.drain();
    for (const [path, html] of [
      ["film/index.html", small],
      ["case-studies/index.html", large],
    ] as const) {
      const onDisk = await readFile(join(dir, path));
      expect(writer.written.get(path)).toEqual({ bytes: onDisk.byteLength, digest: htmlDigest(html) });
      expect(htmlDigest(onDisk)).toBe(htmlDigest(html));
    }
    expect(writer.written.get("film/index.html")?.bytes).toBe(Buffer.byteLength(small));
  });

  it("keeps up with the largest pages it is sent as strings, back to back, within its bounded heap", async () => {
    const dir = await mkdtemp(join(tmpdir(), "page-writer-"));
    const writer = pageWriter(dir);
    // two-byte strings (the curly apostrophe) just under the size from which pages go as bytes: the in-flight bound's worst case
    const page = (i: number) => `<!DOCTYPE html><h1>${i}</h1>${"<p>Case study’s row</p>".repeat(45_000)}`;
    expect(page(0).length).toBeLessThan(1024 * 1024);
    for (let i = 0; i < 24; i++) await writer.write(`case-studies/page/${i}/index.html`, page(i));
    await writer.drain();
    expect(await readFile(join(dir, "case-studies/page/23/index.html"), "utf8")).toBe(page(23));
  });

  it("reports the first write that failed, and takes no more pages after it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "page-writer-"));
    await writeFile(join(dir, "about"), "a file where a folder should be");
    const writer = pageWriter(dir);
    await writer.write("about/index.html", "<!DOCTYPE html>");
    await expect(writer.drain()).rejects.toMatchObject({ code: expect.stringMatching(/EEXIST|ENOTDIR/) });
    await expect(writer.write("contact/index.html", "<!DOCTYPE html>")).rejects.toThrow();
  });
});
