// Sends a corpus request over a raw socket, byte for byte as written (fetch and node:http refuse
// to send most of it), and reads back the answer's status and headers.
import { connect } from "node:net";
import type { CorpusRequest } from "./request-corpus";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

const ANSWER_TIME_LIMIT_MS = 10_000;

/** The answer, or null when the server sent none (a client that left, a connection closed without a word). */
export function sendRaw(port: number, request: CorpusRequest): Promise<RawAnswer | null> {
  return new Promise((done, fail) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`no answer within ${ANSWER_TIME_LIMIT_MS} ms to ${request.name}`));
    }, ANSWER_TIME_LIMIT_MS);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined); // a reset after the answer, or the client's own leaving
    socket.on("close", () => {
      clearTimeout(timer);
      done(parseAnswer(Buffer.concat(chunks)));
    });
    socket.on("connect", () => {
      const head = requestHead(request);
      if (request.leaves === "mid-headers") return void socket.end(head.slice(0, head.length - 30), () => socket.destroy());
      socket.write(head);
      if (request.leaves === "mid-body") return void socket.write(request.body ?? Buffer.alloc(1), () => setTimeout(() => socket.destroy(), 50));
      if (request.body) socket.write(request.body);
    });
  });
}

function requestHead(request: CorpusRequest): Buffer {
  if (request.raw !== undefined) return Buffer.from(request.raw, "latin1");
  const lines = [request.requestLine ?? `${request.method} ${request.target} HTTP/1.1`];
  if (request.host !== null) lines.push(`Host: ${request.host}`);
  const names = new Set(request.headers.map(([name]) => name.toLowerCase()));
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  const chunked = names.has("transfer-encoding");
  if (request.body && !names.has("content-length") && !chunked) lines.push(`Content-Length: ${request.body.length}`);
  lines.push("Connection: close");
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
}

function parseAnswer(bytes: Buffer): RawAnswer | null {
  const end = bytes.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const [statusLine, ...headerLines] = bytes.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "")?.[1]);
  if (!status) return null;
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const at = line.indexOf(":");
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status, headers };
}
