// HTTP helpers any function may use: JSON answers that are never cached and carry the site's
// security headers, and a request body read up to a cap. Nothing here knows about enquiries, so
// a function importing it loads no zod.
import { withSecurityHeaders } from "../../src/lib/security-headers";

export const NO_STORE = { "cache-control": "no-store" };

export function jsonAnswer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return withSecurityHeaders(Response.json(body, { status, headers: { ...NO_STORE, ...headers } }));
}

/** Null when the body passes the cap; the stream is cancelled at that point, not read to the end. */
export async function readCapped(req: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
