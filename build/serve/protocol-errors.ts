// What Node's HTTP server answers before any handler runs, made to carry the site's security
// headers like every other answer: a request it cannot parse (Node's default is a bare 400), one
// whose headers are too large (431) or too slow (408), and CONNECT, which Node hands to a listener
// of its own or drops without a word (here 405, as the site proxies nothing).
import type { Server } from "node:http";
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
