// Static files as Netlify serves them: clean URLs (/about → about.html or
// about/index.html; /about/ → about/index.html or about.html), content types,
// and gzip/brotli for text, compressed once per file version and kept in memory.
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BoundedCache } from "./bounded-cache";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".gif": "image/gif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".json", ".xml", ".txt", ".svg", ".webmanifest"]);

export function contentTypeFor(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** Netlify reads these from the publish folder and never serves them. */
const NETLIFY_RULE_FILES = new Set(["_headers", "_redirects"]);

/** The file a URL path maps to, or null. Never leaves the root folder, and never names Netlify's rule files. */
export async function resolveStaticFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const relativePath = normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, "");
  if (relativePath.split(sep).includes("..") || decoded.includes("\0")) return null;
  if (NETLIFY_RULE_FILES.has(relativePath.replace(/^[/\\]+|[/\\]+$/g, ""))) return null;
  const base = join(root, relativePath);
  const page = `${base.replace(/[/\\]+$/, "")}.html`; // "/about/" → about.html
  const candidates = decoded.endsWith("/") ? [join(base, "index.html"), page] : [base, page, join(base, "index.html")];
  for (const candidate of candidates) {
    if (!candidate.startsWith(join(root, sep))) continue; // "/" would make <root>.html, beside the site
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

/** The encodings an Accept-Encoding header accepts: q=0 refuses one, and * stands for any not named. */
export function acceptedEncodings(header: string): Set<string> {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = weights.get("*");
  return new Set(["br", "gzip"].filter((name) => (weights.get(name) ?? (wildcard === undefined ? 0 : wildcard)) > 0));
}

const compressed = new BoundedCache<Buffer>(1000);

export interface StaticBody {
  body: Buffer;
  headers: Record<string, string>;
}

export async function staticBody(file: string, acceptEncoding: string): Promise<StaticBody> {
  const headers: Record<string, string> = { "Content-Type": contentTypeFor(file), Vary: "Accept-Encoding" };
  const ext = extname(file).toLowerCase();
  const accepted = acceptedEncodings(acceptEncoding);
  const encoding = !COMPRESSIBLE.has(ext) ? null : accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
  if (!encoding) return { body: await readFile(file), headers };
  const info = await stat(file);
  const key = `${file}:${info.mtimeMs}:${info.size}:${encoding}`;
  let body = compressed.get(key);
  // the file is read only to be compressed: a page served again comes from memory, without a
  // buffer of the whole file per request (those made the browser tests' server collect its heap
  // over and over)
  if (!body) {
    const raw = await readFile(file);
    body = encoding === "br" ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return { body, headers: { ...headers, "Content-Encoding": encoding } };
}
