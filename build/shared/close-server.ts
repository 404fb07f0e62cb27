// Stopping a local HTTP server (the site server, the dev proxy, the fakes) as its owner means it:
// at once, with every connection dropped, busy or not. server.close() alone stops accepting and
// then waits for each open connection to end, and a socket a browser opened ahead of a request it
// never sent (a preconnect) ends only at Node's headersTimeout, a minute later.
import type { Server } from "node:http";

export function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((done) => server.close(() => done()));
  server.closeAllConnections();
  return closed;
}
