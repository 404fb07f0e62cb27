// A corpus of requests a stranger might send, generated from a few lists: every method on every
// path, request lines and Host forms no URL can hold, encodings, sizes, bodies of every kind, and
// clients that leave mid-request or stop and wait. tests/unit/request-corpus.test.ts sends it to
// the local server over raw sockets (much of it fetch cannot send) and hands what a function can
// receive to each function in process; every answer must be a non-5xx with the site's security headers.

export interface CorpusRequest {
  /** what the request tries, for the failure message */
  name: string;
  method: string;
  /** the request target as written in the request line */
  target: string;
  /** null: send no Host header at all */
  host: string | null;
  headers: Array<[string, string]>;
  body?: Buffer;
  /** how the client leaves: after part of the body, or in the middle of its headers */
  leaves?: "mid-body" | "mid-headers";
  /** a raw request line that replaces "<method> <target> HTTP/1.1" */
  requestLine?: string;
  /** bytes sent as they are, instead of a request made of the fields above; the client then waits for the answer */
  raw?: string;
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "BREW"];
const HOSTS = [
  "user:pw@evil.example",
  "evil.example",
  "evil.example:99999",
  "evil.example:0",
  "evil.example/path",
  "[::1",
  "[zz]",
  "a b",
  "",
  "ünïcödé.example",
  "x".repeat(300),
  "localhost:8888",
];
const REQUEST_LINES = [
  "GET http://[/ HTTP/1.1",
  "GET http://a:99999/ HTTP/1.1",
  "GET http://evil.example/ HTTP/1.1",
  "GET https://evil.example/api/send-email HTTP/1.1",
  "GET ftp://evil.example/ HTTP/1.1",
  "GET * HTTP/1.1",
  "OPTIONS * HTTP/1.1",
  "GET evil.example:443 HTTP/1.1",
  "CONNECT evil.example:443 HTTP/1.1",
  "GET /%ZZ HTTP/1.1",
  "GET /%00 HTTP/1.1",
  "GET //evil.example/x HTTP/1.1",
  "GET /../../etc/passwd HTTP/1.1",
  "GET /\u00e9 HTTP/1.1",
  "GET / HTTP/1.0",
  "GET / HTTP/2.0",
  "GET / HTTP/9.9",
  "GARBAGE",
  "GET /",
  `GET /${"a".repeat(10_000)} HTTP/1.1`,
];
const ENCODINGS: Array<Array<[string, string]>> = [
  [["accept-encoding", "br, gzip"]],
  [["accept-encoding", "*;q=0"]],
  [["accept-encoding", "gzip;q=abc, br;q=-1"]],
  [["accept", "image/avif,image/webp,*/*"]],
  [["accept", "\u0000/\u0000"]],
  [["range", "bytes=0-1"]],
  [["range", "bytes=99999999-"]],
  [["range", "bytes=5-1, 0-0, -0"]],
  [["if-none-match", "*"]],
  [["cookie", "a=%ZZ; =; b"]],
  [["x-forwarded-for", "203.0.113.1, evil"]],
  [["x-forwarded-host", "evil.example"]],
  [["origin", "https://evil.example"]],
  [["origin", "null"]],
  [["sec-fetch-site", "cross-site"]],
  [["big", "x".repeat(20_000)]],
];
const JSON_TYPE: [string, string] = ["content-type", "application/json"];
const FORM_TYPE: [string, string] = ["content-type", "application/x-www-form-urlencoded"];
const ENQUIRY = { fullName: "Jane Doe", email: "jane@client.example", company: "Client Films", message: "A launch film, please." };
const BODIES: Array<{ name: string; headers: Array<[string, string]>; body: Buffer }> = [
  { name: "an empty JSON body", headers: [JSON_TYPE], body: Buffer.alloc(0) },
  { name: "a valid enquiry", headers: [JSON_TYPE], body: Buffer.from(JSON.stringify({ payload: ENQUIRY })) },
  { name: "a valid plain-form enquiry", headers: [FORM_TYPE], body: Buffer.from(new URLSearchParams({ ...ENQUIRY, message: "A plain-form enquiry.", website: "" }).toString()) },
  { name: "a form with NUL and blank lines", headers: [FORM_TYPE], body: Buffer.from(new URLSearchParams({ ...ENQUIRY, email: "x", message: "\n\n\u0000hi\u0007" }).toString()) },
  { name: "a form with a field twice", headers: [FORM_TYPE], body: Buffer.from("fullName=a&fullName=b") },
  { name: "a form with bad escapes", headers: [FORM_TYPE], body: Buffer.from("fullName=%ZZ&email=%&message=%E0%A4%A") },
  { name: "JSON that is not an object", headers: [JSON_TYPE], body: Buffer.from("[1,2,3]") },
  { name: "JSON null", headers: [JSON_TYPE], body: Buffer.from("null") },
  { name: "broken JSON", headers: [JSON_TYPE], body: Buffer.from('{"payload": {') },
  { name: "deeply nested JSON", headers: [JSON_TYPE], body: Buffer.from(`${"[".repeat(5000)}${"]".repeat(5000)}`) },
  { name: "JSON with wrong types", headers: [JSON_TYPE], body: Buffer.from(JSON.stringify({ payload: { fullName: 1, email: [], company: {}, message: null } })) },
  { name: "invalid UTF-8", headers: [JSON_TYPE], body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) },
  { name: "a Latin-1 charset", headers: [["content-type", "application/json; charset=latin1"]], body: Buffer.from("{}") },
  { name: "no content type", headers: [], body: Buffer.from("{}") },
  {
    name: "a multipart body",
    headers: [["content-type", "multipart/form-data; boundary=x"]],
    body: Buffer.from("--x\r\nContent-Disposition: form-data; name=a\r\n\r\nb\r\n--x--\r\n"),
  },
  { name: "a Storyblok-like event, unsigned", headers: [JSON_TYPE], body: Buffer.from(JSON.stringify({ action: "published", story_id: 1, space_id: 318794 })) },
  { name: "a body of 64 KB + 1", headers: [JSON_TYPE], body: Buffer.alloc(64 * 1024 + 1, 0x20) },
  { name: "a body of 3 MB", headers: [JSON_TYPE], body: Buffer.alloc(3 * 1024 * 1024, 0x61) },
  { name: "a gzip-encoded body", headers: [JSON_TYPE, ["content-encoding", "gzip"]], body: Buffer.from("not gzip") },
  { name: "a Content-Length larger than the body", headers: [JSON_TYPE, ["content-length", "999999999"]], body: Buffer.from("{}") },
];

/**
 * The corpus for a site whose paths are `paths` (the first is a page, `posts` take bodies). Each
 * list is crossed with the paths it matters for, so the corpus grows with the site.
 */
export function requestCorpus({ paths, posts }: { paths: string[]; posts: string[] }): CorpusRequest[] {
  const corpus: CorpusRequest[] = [];
  const add = (request: Omit<CorpusRequest, "host" | "headers"> & Partial<Pick<CorpusRequest, "host" | "headers">>) => corpus.push({ host: "localhost", headers: [], ...request });
  for (const path of paths) for (const method of METHODS) add({ name: `${method} ${path}`, method, target: path });
  for (const path of [paths[0]!, ...posts]) for (const host of HOSTS) add({ name: `Host ${JSON.stringify(host.slice(0, 40))} on ${path}`, method: "GET", target: path, host });
  add({ name: "no Host", method: "GET", target: paths[0]!, host: null });
  add({ name: "an HTTP/0.9 request line alone", method: "GET", target: "/", raw: "GET /\r\n" });
  add({ name: "a client that sends part of its headers and waits", method: "GET", target: paths[0]!, raw: `GET ${paths[0]} HTTP/1.1\r\nHost: localhost\r\nAccept: te` });
  add({ name: "a client that connects and sends nothing", method: "GET", target: "/", raw: "" });
  add({ name: "two Hosts", method: "GET", target: paths[0]!, headers: [["host", "evil.example"]] });
  for (const line of REQUEST_LINES) add({ name: `request line ${JSON.stringify(line.slice(0, 60))}`, method: "GET", target: "/", requestLine: line });
  for (const path of paths) for (const headers of ENCODINGS) add({ name: `${headers.map(([n]) => n).join("+")} on ${path}`, method: "GET", target: path, headers });
  for (const path of posts) {
    for (const { name, headers, body } of BODIES) add({ name: `${name} to ${path}`, method: "POST", target: path, headers, body });
    add({
      name: `a client leaving mid-body on ${path}`,
      method: "POST",
      target: path,
      headers: [JSON_TYPE, ["content-length", "5000"]],
      body: Buffer.from('{"payload":'),
      leaves: "mid-body",
    });
    add({ name: `a client leaving mid-headers on ${path}`, method: "POST", target: path, headers: [JSON_TYPE], leaves: "mid-headers" });
    add({ name: `a chunked body to ${path}`, method: "POST", target: path, headers: [JSON_TYPE, ["transfer-encoding", "chunked"]], body: Buffer.from("2\r\n{}\r\n0\r\n\r\n") });
    add({ name: `a broken chunked body to ${path}`, method: "POST", target: path, headers: [JSON_TYPE, ["transfer-encoding", "chunked"]], body: Buffer.from("zz\r\n{}\r\n") });
  }
  return corpus;
}

/** What a function can be handed as a web Request (Netlify's edge refuses the rest before any function runs). */
export function asWebRequest(request: CorpusRequest, origin: string): Request | null {
  if (request.requestLine || request.leaves || request.raw !== undefined || !request.target.startsWith("/") || ["TRACE", "CONNECT"].includes(request.method)) return null;
  const headers = new Headers();
  try {
    for (const [name, value] of request.headers) if (!["content-length", "transfer-encoding", "host"].includes(name)) headers.append(name, value);
  } catch {
    return null; // a header value fetch cannot carry (a NUL) never reaches a function either
  }
  const hasBody = request.body !== undefined && request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.target, origin), { method: request.method, headers, body: hasBody ? new Uint8Array(request.body!) : undefined });
}
