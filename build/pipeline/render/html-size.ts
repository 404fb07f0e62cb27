// A page's bytes, raw and gzipped, weighed as it is rendered (the page is not kept once written);
// the build report (build/pipeline/report.ts) adds them up per route. And its digest, which the
// incremental manifest keeps to know a page left in the output folder is the one written.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

export interface HtmlSize {
  bytes: number;
  gzip: number;
}

export const size = (contents: string | Uint8Array): HtmlSize => ({ bytes: Buffer.byteLength(contents), gzip: gzipSync(contents).length });

export const htmlSize = (html: string): HtmlSize => size(html);

/** The digest of a page's HTML (or of the file holding it): equal only for the same bytes. */
export const htmlDigest = (html: string | Uint8Array): string => createHash("sha256").update(html).digest("hex").slice(0, 32);
