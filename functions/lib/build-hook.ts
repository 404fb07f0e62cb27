// Starts a Netlify build through a build hook URL; `trigger_title` names it in the deploy list and
// the JSON body (the events, which the build sees as INCOMING_HOOK_BODY) says what changed.
// A call has three outcomes, because a slow hook must not be called twice:
//   started      the hook answered 2xx;
//   not-started  it answered an error, or the request never fully left this function: safe to retry;
//   unanswered   the request was sent but no answer came in time: it probably landed, so it is
//                treated as started and never sent again.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { BuildEvent } from "./storyblok-event";

export type BuildTrigger = { outcome: "started" } | { outcome: "not-started"; detail: string } | { outcome: "unanswered"; detail: string };

/** Below Netlify's 10 s limit for a synchronous function, leaving it time to record the outcome and answer. */
export const BUILD_HOOK_WAIT_MS = 8_000;

export function triggerBuild(hookUrl: string, title: string, events: readonly BuildEvent[], waitMs = BUILD_HOOK_WAIT_MS): Promise<BuildTrigger> {
  const url = new URL(hookUrl);
  url.searchParams.set("trigger_title", title);
  const body = JSON.stringify({ events });
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    // Sent once the whole request is written and the connection is open: before that, a stopped
    // call cannot have reached the hook. agent: false gives a fresh socket, whose connect we see.
    let written = false;
    let connected = false;
    let settled = false;
    const sent = () => written && connected;
    const settle = (trigger: BuildTrigger) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(trigger);
    };
    const call = send(url, { method: "POST", agent: false, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      settle(status >= 200 && status < 300 ? { outcome: "started" } : { outcome: "not-started", detail: `the build hook answered ${status}` });
    });
    // Global setTimeout, so tests drive the wait with fake timers.
    const deadline = setTimeout(() => {
      call.destroy();
      settle(
        sent()
          ? { outcome: "unanswered", detail: `the build hook did not answer within ${waitMs / 1000} s after receiving the request` }
          : { outcome: "not-started", detail: `the build hook could not be sent the request within ${waitMs / 1000} s` },
      );
    }, waitMs);
    call.on("finish", () => {
      written = true;
    });
    call.on("socket", (socket) => {
      socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () => {
        connected = true;
      });
    });
    call.on("error", (error) => {
      if (sent()) settle({ outcome: "unanswered", detail: `the build hook dropped the connection after receiving the request (${error.message})` });
      else settle({ outcome: "not-started", detail: `the build hook could not be reached (${error.message})` });
    });
    call.end(body);
  });
}
