// What Node's HTTP server answers before any handler runs, made to carry the site's security
// headers like every other answer: a request it cannot parse (Node's default is a bare 400), one
// whose headers are too large (431) or too slow (408), and CONNECT, which Node hands to a listener
// of its own or drops without a word (here 405, as the site proxies nothing). An HTTP/0.9 request
// line ("GET /", no version) Node takes as the start of a request and waits for headers that such
// a client never sends; it is answered 400 as soon as its line is in, as Caddy and nginx answer it.
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { DATA_ANSWER_POLICY, SECURITY_HEADERS } from "../../src/lib/security-headers";

const STATUS_TEXT: Record<number, string> = { 400: "Bad Request", 405: "Method Not Allowed", 408: "Request Timeout", 431: "Request Header Fields Too Large" };

export function answerProtocolErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // a client that went away is owed nothing
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    endWith(socket, status, `The request could not be read as HTTP (${error.code ?? "malformed"}); send a well-formed HTTP/1.1 request.`);
  });
  server.on("connect", (_req, socket: Duplex) => {
    endWith(socket, 405, "This site is not a proxy: CONNECT is not accepted.", { Allow: "GET, HEAD, POST" });
  });
  refuseHttp09(server);
}

/** A first line longer than this is Node's to judge (431, or 400 when it never ends). */
const FIRST_LINE_LIMIT = 16 * 1024;
const VERSIONED_REQUEST_LINE = / HTTP\/\d+\.\d+\r?$/;

/** Watches each connection's first line: one without an HTTP version, on which Node has not started a request, is answered 400. */
function refuseHttp09(server: Server): void {
  // a request Node parsed from the same bytes ("GET /" with headers) is answered by its handler (requestShape)
  const answered = new WeakSet<Socket>();
  server.on("request", (req: IncomingMessage) => answered.add(req.socket));
  server.on("connection", (socket: Socket) => {
    let seen = "";
    const watch = (chunk: Buffer) => {
      seen += chunk.toString("latin1");
      const end = seen.indexOf("\n");
      if (end < 0 && seen.length < FIRST_LINE_LIMIT) return;
      socket.off("data", watch);
      if (end < 0 || answered.has(socket) || socket.writableEnded || socket.destroyed || VERSIONED_REQUEST_LINE.test(seen.slice(0, end))) return;
      // nothing more is read: what follows the line is not a request this server will answer
      socket.pause();
      endWith(socket, 400, "The request line has no HTTP version (HTTP/0.9), which this server does not serve; send an HTTP/1.1 request.");
    };
    socket.on("data", watch);
  });
}

function endWith(socket: Duplex, status: number, message: string, extra: Record<string, string> = {}): void {
  const body = Buffer.from(JSON.stringify({ error: message }));
  const headers = {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": DATA_ANSWER_POLICY,
    ...extra,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": String(body.length),
    Connection: "close",
  };
  const head = [`HTTP/1.1 ${status} ${STATUS_TEXT[status]}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join("\r\n");
  socket.end(Buffer.concat([Buffer.from(`${head}\r\n\r\n`, "latin1"), body]));
}
