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

/** The file a URL path maps to, or null. Never leaves the root folder. */
export async function resolveStaticFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const relativePath = normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, "");
  if (relativePath.split(sep).includes("..") || decoded.includes("\0")) return null;
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

const compressed = new BoundedCache<Buffer>(1000);

export interface StaticBody {
  body: Buffer;
  headers: Record<string, string>;
}

export async function staticBody(file: string, acceptEncoding: string): Promise<StaticBody> {
  const info = await stat(file);
  const raw = await readFile(file);
  const headers: Record<string, string> = { "Content-Type": contentTypeFor(file), Vary: "Accept-Encoding" };
  const ext = extname(file).toLowerCase();
  const encoding = !COMPRESSIBLE.has(ext) ? null : /\bbr\b/.test(acceptEncoding) ? "br" : /\bgzip\b/.test(acceptEncoding) ? "gzip" : null;
  if (!encoding) return { body: raw, headers };
  const key = `${file}:${info.mtimeMs}:${info.size}:${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    body = encoding === "br" ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return { body, headers: { ...headers, "Content-Encoding": encoding } };
}
