// Conditional writes (onlyIfNew, onlyIfMatch) on the package's local Blobs server as Netlify's
// store decides them. As shipped, the server checks a write's condition and then writes with
// waits between, so two writes conditional on one version can both pass; it names a version by
// its file's modification time, which two writes in one clock tick share; and its reads carry no
// etag to make a write conditional on. Here writes are taken one at a time, a version is named by
// its bytes, and an entry read carries the name of the bytes it returns.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { BlobsServer } from "@netlify/blobs/server";

/** The server's own request handlers and path parser, which it calls on itself. */
interface ServerInternals {
  get(req: Request): Promise<Response>;
  put(req: Request): Promise<Response>;
  delete(req: Request): Promise<Response>;
  getLocalPaths(url: URL): { key?: string };
}

const versionOf = (bytes: Uint8Array) => `"${createHash("sha256").update(bytes).digest("hex")}"`;

// a static the server calls by its class name, for the version it checks a condition against and answers a write with
(BlobsServer as unknown as { generateETag(path: string): Promise<string> }).generateETag = async (path) => {
  const bytes = await readFile(path).catch(() => null);
  return bytes ? versionOf(bytes) : "";
};

export function withEntryVersions(server: BlobsServer): BlobsServer {
  const internals = server as unknown as ServerInternals;
  let writes: Promise<unknown> = Promise.resolve();
  for (const method of ["put", "delete"] as const) {
    const write = internals[method].bind(server);
    internals[method] = (req) => {
      const turn = writes.then(() => write(req));
      writes = turn.catch(() => undefined);
      return turn;
    };
  }
  const get = internals.get.bind(server);
  internals.get = async (req) => {
    const answer = await get(req);
    if (answer.status !== 200 || !internals.getLocalPaths(new URL(req.url ?? "", "http://local")).key) return answer;
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const headers = new Headers(answer.headers);
    headers.set("etag", versionOf(bytes));
    return new Response(bytes, { status: answer.status, headers });
  };
  return server;
}
