/** Pages handed to the writer thread land whole in their folders; a write that fails fails the build, not silently. */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlDigest } from "../../build/pipeline/render/html-size";
import { PART_CHARS, pageWriter } from "../../build/pipeline/write/page-writer";

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

  it("writes a large page in parts without splitting a character outside the BMP at a part's end", async () => {
    const dir = await mkdtemp(join(tmpdir(), "page-writer-"));
    const writer = pageWriter(dir);
    // the clapper's two halves fall on either side of the first part's end, another emoji right after the second's
    const page = `${"a".repeat(PART_CHARS - 1)}🎬${"b".repeat(PART_CHARS - 3)}🎥${"c".repeat(1000)}`;
    await writer.write("film/index.html", page);
    await writer.drain();
    const onDisk = await readFile(join(dir, "film/index.html"));
    expect(onDisk.equals(Buffer.from(page))).toBe(true);
    expect(writer.written.get("film/index.html")).toEqual({ bytes: Buffer.byteLength(page), digest: htmlDigest(page) });
  });

  it("gives each page's bytes and digest as written, for a page sent whole and a large one sent in parts", async () => {
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

  it("keeps up with the largest pages it is sent whole, back to back, within its bounded heap", async () => {
    const dir = await mkdtemp(join(tmpdir(), "page-writer-"));
    const writer = pageWriter(dir);
    // two-byte strings (the curly apostrophe) just under the size from which pages go in parts: the in-flight bound's worst case
    const page = (i: number) => `<!DOCTYPE html><h1>${i}</h1>${"<p>Case study’s row</p>".repeat(22_500)}`;
    expect(page(0).length).toBeLessThanOrEqual(PART_CHARS);
    expect(page(0).length).toBeGreaterThan(PART_CHARS * 0.95);
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
