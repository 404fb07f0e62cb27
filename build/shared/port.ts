// A port taken by another program is an expected failure: say which port and
// how to pick another, and find out before a build spends seconds for nothing.
import { createServer } from "node:net";
import { UserError } from "./errors";

export function portInUse(port: number): UserError {
  return new UserError(`port ${port} is already in use (another server is running there)`, "stop that server, or pick another port: --port N or PORT=N");
}

/** Turns a listen failure into a UserError when the cause is a taken port; other errors pass through. */
export function listenFailure(error: unknown, port: number): unknown {
  return (error as NodeJS.ErrnoException).code === "EADDRINUSE" ? portInUse(port) : error;
}

/** Rejects with portInUse when nothing could listen on the port right now. Port 0 is always free. */
export async function ensurePortFree(port: number, host = "127.0.0.1"): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((free, taken) => {
    probe.once("error", (error) => taken(listenFailure(error, port)));
    probe.listen(port, host, () => probe.close(() => free()));
  });
}
