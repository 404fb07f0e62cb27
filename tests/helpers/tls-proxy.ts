// A local TLS proxy in front of `npm run preview`, as the README's https setup has one
// (local-ssl-proxy): https on its own port, http to the target, the Host header kept, and the
// X-Forwarded-* headers local-ssl-proxy's http-proxy adds (`xfwd`). Its certificate is a
// self-signed one made with openssl when the proxy starts.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { closeServer } from "../../build/shared/close-server";

export interface TlsProxy {
  /** https://localhost:<port> */
  url: string;
  close(): Promise<void>;
}

async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(join(tmpdir(), "tls-proxy-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    const subject = ["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"];
    await promisify(execFile)("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-keyout", key, "-out", cert, ...subject]);
    return { key: await readFile(key, "utf8"), cert: await readFile(cert, "utf8") };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function startTlsProxy(target: string): Promise<TlsProxy> {
  const to = new URL(target);
  let port = 0;
  const server = https.createServer(await selfSignedCertificate(), (req, res) => {
    const headers = {
      ...req.headers,
      "x-forwarded-for": req.socket.remoteAddress ?? "",
      "x-forwarded-port": String(port),
      "x-forwarded-proto": "https",
      "x-forwarded-host": req.headers.host ?? "",
    };
    const upstream = http.request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  return { url: `https://localhost:${port}`, close: () => closeServer(server) };
}
