// The address the developer opens in `npm run dev`: forwards every request to
// the inner site server and adds the live-reload script to HTML pages; streams
// build events to open tabs over Server-Sent Events.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { closeServer } from "../shared/close-server";
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, devClientScript } from "./reload-client";

export type DevEvent = { type: "reload" } | { type: "css" } | { type: "error"; message: string };

export interface DevProxy {
  url: string;
  broadcast(event: DevEvent): void;
  /** the inner server to forward to (a new one after functions/ changed) */
  setTarget(url: string): void;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);

export async function startDevProxy(port: number, target: string): Promise<DevProxy> {
  const clients = new Set<ServerResponse>();
  let lastError: DevEvent | null = null;
  const send = (res: ServerResponse, event: DevEvent) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  const server = createServer((req, res) => {
    if (req.url === DEV_EVENTS_PATH) {
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
      res.write(": connected\n\n");
      clients.add(res);
      if (lastError) send(res, lastError); // a tab opened while the build is broken sees why
      req.on("close", () => clients.delete(res));
      return;
    }
    if (req.url === DEV_CLIENT_PATH) {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
      return void res.end(devClientScript);
    }
    forward(req, res, target).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(`dev server: the site server did not answer (${String(error)})`);
    });
  });
  await new Promise<void>((ready, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => ready());
  });
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    broadcast: (event) => {
      lastError = event.type === "error" ? event : null;
      for (const res of clients) send(res, event);
    },
    setTarget: (url) => {
      target = url;
    },
    close: async () => {
      for (const res of clients) res.end();
      await closeServer(server);
    },
  };
}

async function forward(req: IncomingMessage, res: ServerResponse, target: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string" && !HOP_BY_HOP.has(name) && name !== "host" && name !== "accept-encoding") headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const upstream = await fetch(new URL(req.url ?? "/", target), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    redirect: "manual",
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
  const outHeaders: Record<string, string> = {};
  upstream.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) outHeaders[name] = value;
  });
  let body = Buffer.from(await upstream.arrayBuffer());
  if ((upstream.headers.get("content-type") ?? "").startsWith("text/html")) {
    body = Buffer.from(body.toString("utf8").replace("</body>", `<script src="${DEV_CLIENT_PATH}"></script></body>`));
  }
  res.writeHead(upstream.status, { ...outHeaders, "Content-Length": String(body.length) });
  res.end(req.method === "HEAD" ? undefined : body);
}
