// A stand-in for a Netlify build hook on 127.0.0.1: records each POST (its trigger_title, body and
// arrival time by Date.now(), so fake clocks apply) and answers 200, or the status a test sets;
// hold() makes it slower than any caller's wait, until release().
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { closeServer } from "../shared/close-server";

export interface BuildHookCall {
  title: string;
  body: string;
  at: number;
}

export interface FakeBuildHook {
  url: string;
  /** The trigger_title of every build it was asked to start, in order. */
  titles: string[];
  calls: BuildHookCall[];
  answerWith(status: number): void;
  /** Answers nothing until release(): the request lands, the answer does not come. */
  hold(): void;
  release(): void;
  /** Resolves once the hook has received `count` calls in all. */
  received(count: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeBuildHook(): Promise<FakeBuildHook> {
  const titles: string[] = [];
  const calls: BuildHookCall[] = [];
  const held: ServerResponse[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let status = 200;
  let holding = false;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (req.method === "POST" && url.pathname === "/build_hooks/site-hook") {
        const title = url.searchParams.get("trigger_title") ?? "";
        titles.push(title);
        calls.push({ title, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
        for (const waiter of waiters.filter((candidate) => calls.length >= candidate.count)) waiter.resolve();
      }
      if (holding) held.push(res);
      else res.writeHead(req.method === "POST" ? status : 405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const release = () => {
    holding = false;
    for (const res of held.splice(0)) if (!res.destroyed) res.writeHead(status).end();
  };
  return {
    url: `http://127.0.0.1:${port}/build_hooks/site-hook`,
    titles,
    calls,
    answerWith: (next) => {
      status = next;
    },
    hold: () => {
      holding = true;
    },
    release,
    received: (count) => (calls.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    reset: () => {
      release();
      status = 200;
      titles.length = 0;
      calls.length = 0;
      waiters.length = 0;
    },
    close: () => {
      release();
      return closeServer(server);
    },
  };
}
