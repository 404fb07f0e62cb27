// Netlify Blobs on this machine: the package's own local server, with files under a folder,
// wired into the environment the way Netlify wires it for a deployed function, so
// getStore() in a function (and in the enquiries CLI) works unchanged.
import { randomUUID } from "node:crypto";
import { type EnvironmentContext, setEnvironmentContext } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { withEntryVersions } from "./blobs-entry-versions";

/** The folder npm start (build/serve/serve.ts) keeps its store in; ignored by git through .netlify/. */
export const DEFAULT_LOCAL_BLOBS_DIR = ".netlify/blobs";
export const LOCAL_SITE_ID = "local-site";

export interface LocalBlobs {
  url: string;
  context: EnvironmentContext;
  close(): Promise<void>;
}

/** Starts the server and points this process's Netlify Blobs context at it. */
export async function startLocalBlobs(directory: string): Promise<LocalBlobs> {
  // The server listens on every interface; the random token keeps other machines out.
  const token = randomUUID();
  const server = withEntryVersions(new BlobsServer({ directory, token, logger: (...message) => console.error("[blobs]", ...message) }));
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context: EnvironmentContext = {
    deployID: "0",
    edgeURL: url,
    uncachedEdgeURL: url,
    primaryRegion: "us-east-1",
    siteID: LOCAL_SITE_ID,
    token,
  };
  setEnvironmentContext(context);
  return { url, context, close: () => server.stop() };
}
