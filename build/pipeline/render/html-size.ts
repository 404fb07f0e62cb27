// A page's bytes, raw and gzipped, weighed as it is rendered (the page is not kept once written);
// the build report (build/pipeline/report.ts) adds them up per route. And its digest
// (build/shared/html-digest.mjs).

export { htmlDigest } from "../../shared/html-digest.mjs";

export interface HtmlSize {
  bytes: number;
  gzip: number;
}

// zlib loaded at first use: a build that weighs no page does without it (about 6 ms to load)
export const size = (contents: string | Uint8Array): HtmlSize => ({
  bytes: Buffer.byteLength(contents),
  gzip: process.getBuiltinModule("node:zlib").gzipSync(contents).length,
});

export const htmlSize = (html: string): HtmlSize => size(html);
