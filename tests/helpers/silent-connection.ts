// A connection that never sends a request, as a browser's preconnect opens one: what a local
// server's close() must not wait for (build/shared/close-server.ts).
import { connect } from "node:net";

/** Connects to `port` on this machine and sends nothing; resolves, once connected, to when the server ends the connection. */
export async function openSilentConnection(port: number): Promise<{ closed: Promise<void> }> {
  const socket = connect(port, "127.0.0.1");
  await new Promise((connected) => socket.once("connect", connected));
  return { closed: new Promise((ended) => socket.once("close", () => ended())) };
}
