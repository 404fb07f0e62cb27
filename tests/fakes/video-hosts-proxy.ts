// The video hosts' fakes (tests/helpers/fake-video-hosts.ts) for browsers driven over WebDriver,
// which have no request routing of their own: an HTTPS proxy on 127.0.0.1 that answers every
// tunnelled request itself, over TLS with a self-signed certificate made for the run (the
// engines are started accepting it). Nothing reaches a real host.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeServer } from "../../build/shared/close-server";
import { type FakeVideoHosts, fakeVideoAnswer, isVideoHostRequest, videoHostsState } from "../helpers/fake-video-hosts";

export interface VideoHostsProxy {
  /** host:port of the proxy, for the browsers' HTTPS proxy setting */
  address: string;
  hosts: FakeVideoHosts;
  close(): Promise<void>;
}

/** A throwaway certificate for the faked hosts (openssl, as Debian ships it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "video-hosts-tls-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=fake video hosts", "-keyout", key, "-out", cert], { stdio: "ignore" });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startVideoHostsProxy(): Promise<VideoHostsProxy> {
  const hosts = videoHostsState();
  const tls = createTlsServer(selfSignedCertificate(), (request, response) => {
    const href = `https://${request.headers.host}${request.url}`;
    const answer = isVideoHostRequest(href) ? fakeVideoAnswer(href, hosts) : { status: 502, contentType: "text/plain", body: `not a faked host: ${href}` };
    if (!answer) return; // an oEmbed that hangs: the page's own time-out ends the wait
    response.writeHead(answer.status, { "content-type": answer.contentType, ...answer.headers });
    response.end(answer.body);
  });
  const proxy: Server = createServer((_request, response) => {
    response.writeHead(502, { "content-type": "text/plain" }).end("this proxy only tunnels HTTPS to the faked video hosts");
  });
  const tunnels = new Set<Socket>();
  proxy.on("connect", (_request, socket: Socket) => {
    tunnels.add(socket);
    socket.on("close", () => tunnels.delete(socket));
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n", () => tls.emit("connection", socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    hosts,
    close: async () => {
      for (const socket of tunnels) socket.destroy();
      await closeServer(proxy);
    },
  };
}
