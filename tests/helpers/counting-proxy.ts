// An HTTP proxy on 127.0.0.1 in front of a local server that notes the path of every request it
// passes on: put where a function looks for the site (SITE_URL), it shows what the function
// fetched to answer (the card manifest, a still) without changing what it was answered.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { closeServer } from "../../build/shared/close-server";

export interface CountingProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** the path and query of each request passed on, in order */
  paths: string[];
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(req.url ?? "/");
    fetch(new URL(req.url ?? "/", target), { method: req.method, redirect: "manual" })
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        const headers = Object.fromEntries([...answer.headers].filter(([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name)));
        res.writeHead(answer.status, { ...headers, "content-length": String(body.length) }).end(body);
      })
      .catch((error: Error) => res.writeHead(502, { "content-type": "text/plain" }).end(`counting proxy: ${target} could not be reached: ${error.message}`));
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths, close: () => closeServer(server) };
}
