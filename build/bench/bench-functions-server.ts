// The benches' local Netlify functions: the real handlers behind the local functions server (which
// runs a -background function as Netlify does) on a free port, with their own Blobs folder.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createFunctionsHandler, type FunctionsHandler } from "../serve/serve-functions";
import { closeServer } from "../shared/close-server";

export interface BenchFunctions {
  siteUrl: string;
  functions: FunctionsHandler;
  close(): Promise<void>;
}

export async function startBenchFunctions(name: string): Promise<BenchFunctions> {
  const dir = await mkdtemp(join(tmpdir(), `${name}-`));
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const functions = await createFunctionsHandler({ functionsDir: "functions", siteUrl, blobsDir: dir });
  server.on("request", (req, res) => void functions.handle(req, res).then((handled) => handled || res.writeHead(404).end()));
  return {
    siteUrl,
    functions,
    async close() {
      await closeServer(server);
      await functions.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
