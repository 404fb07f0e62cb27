// The social cards are drawn in a worker thread of their own (social-card-worker.ts), started
// with the first card a build has to draw. Each card's pixels (a few MB, in and out of sharp
// three times, shaded in JavaScript) then never pass through the build's own thread, which
// meanwhile renders the pages: drawn there, the cards took about as much of it as the render
// did, much of that in collecting the garbage of a heap that holds the whole site.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { SocialCardSubject } from "../../../src/content/social-card";

export interface CardRequest {
  id: number;
  subject: SocialCardSubject;
  still: string | null;
}

export type CardReply = { id: number; jpeg: Uint8Array } | { id: number; failure: string };

export interface CardThread {
  /** the card's JPEG; rejects with why the worker could not draw it */
  draw(subject: SocialCardSubject, still: string | null): Promise<Uint8Array>;
  /** stops the thread, if it was started */
  close(): Promise<void>;
}

// build/run.mjs bundles the worker beside the entry it runs and says where; run from the
// TypeScript sources (tsx, the tests), the worker loads its source the same way
declare global {
  var __agencySiteSocialCardWorker: string | undefined;
}

function startWorker(): Worker {
  const bundled = globalThis.__agencySiteSocialCardWorker;
  if (bundled) return new Worker(new URL(bundled));
  const tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/loader.mjs")).href;
  return new Worker(new URL("./social-card-worker.ts", import.meta.url), { execArgv: ["--import", tsx] });
}

export function socialCardThread(): CardThread {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (jpeg: Uint8Array) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const started = () => {
    if (worker) return worker;
    worker = startWorker();
    worker.on("message", (reply: CardReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if ("jpeg" in reply) waiting?.resolve(reply.jpeg);
      else waiting?.reject(new Error(reply.failure));
    });
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`the social card thread stopped (exit code ${code}) before it drew every card`)));
    return worker;
  };
  return {
    draw(subject, still) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        started().postMessage({ id, subject, still } satisfies CardRequest);
      });
    },
    async close() {
      await worker?.terminate();
    },
  };
}
