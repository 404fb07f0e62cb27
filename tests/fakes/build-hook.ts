// A stand-in for a Netlify build hook on 127.0.0.1: records each POST's trigger_title and
// answers 200, or the status a test sets.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeBuildHook {
  url: string;
  /** The trigger_title of every build it was asked to start, in order. */
  titles: string[];
  answerWith(status: number): void;
  close(): Promise<void>;
}

export async function startFakeBuildHook(): Promise<FakeBuildHook> {
  const titles: string[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (req.method === "POST" && url.pathname === "/build_hooks/site-hook") titles.push(url.searchParams.get("trigger_title") ?? "");
      res.writeHead(req.method === "POST" ? status : 405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/build_hooks/site-hook`,
    titles,
    answerWith: (next) => {
      status = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
