// A page's bytes, raw and gzipped, weighed as it is rendered (the page is not kept once written);
// the build report (build/pipeline/report.ts) adds them up per route. And its digest
// (build/shared/html-digest.mjs).
import { gzipSync } from "node:zlib";

export { htmlDigest } from "../../shared/html-digest.mjs";

export interface HtmlSize {
  bytes: number;
  gzip: number;
}

export const size = (contents: string | Uint8Array): HtmlSize => ({ bytes: Buffer.byteLength(contents), gzip: gzipSync(contents).length });

export const htmlSize = (html: string): HtmlSize => size(html);
