// Fakes of the video hosts at the network edge, for browser tests: the oEmbed
// endpoints, and a player page at player.vimeo.com that speaks enough of
// Vimeo's postMessage protocol for the real @vimeo/player to become ready (or
// not). Every request to a video host is recorded.
import type { BrowserContext, Page, Route } from "@playwright/test";

export type OembedAnswer = 200 | 404 | 403 | 500 | "hang";
/** ready: plays; refuse-autoplay: ready, but play() fails as browsers refuse it; ready-error: reports a NotFoundError; silent: never answers */
export type PlayerBehaviour = "ready" | "refuse-autoplay" | "ready-error" | "silent";

export interface FakeVideoHosts {
  requests: string[];
  oembed: OembedAnswer;
  player: PlayerBehaviour;
  /** player pages served so far */
  playerLoads: number;
}

const VIDEO_HOSTS = /^https:\/\/(player\.vimeo\.com|vimeo\.com|www\.youtube\.com|www\.youtube-nocookie\.com|i\.vimeocdn\.com|i\.ytimg\.com)\//;

/** The fake player's script: answers the library's messages the way Vimeo's player does. */
function playerPage(behaviour: PlayerBehaviour): string {
  const script = `
    const send = (data) => parent.postMessage(JSON.stringify(data), "*");
    const behaviour = ${JSON.stringify(behaviour)};
    const readyError = { event: "error", data: { method: "ready", name: "NotFoundError", message: "The video was not found." } };
    window.addEventListener("message", (event) => {
      const data = typeof event.data === "string" ? JSON.parse(event.data) : event.data;
      if (behaviour === "silent") return;
      // the library may start listening after the page loaded: it pings, and learns the outcome from the answer
      if (behaviour === "ready-error") return data.method === "ping" && send(readyError);
      if (data.method === "ping") send({ method: "ping" });
      else if (data.method === "play" && behaviour === "refuse-autoplay" && !window.clicked) {
        window.clicked = true;
        send({ event: "error", data: { method: "play", name: "NotAllowedError", message: "play() failed because the user didn't interact with the document first." } });
      } else if (data.method === "play") { send({ method: "play" }); send({ event: "play", data: { seconds: 0 } }); }
      else if (data.method === "getQualities") send({ method: "getQualities", value: [{ id: "720p" }, { id: "480p" }] });
      else if (data.method) send({ method: data.method });
    });
    if (behaviour === "ready-error") send(readyError);
    else if (behaviour !== "silent") send({ event: "ready", player_id: null });
  `;
  return `<!doctype html><html lang="en"><title>Fake Vimeo player</title><body style="margin:0;background:#123"><p style="color:#fff">fake player</p><script>${script}</script></body></html>`;
}

/** What the fake hosts answer to one request; null leaves it unanswered (an oEmbed that hangs). */
export interface FakeAnswer {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

/** The fakes' answer to a request for `href` (a video host's address), counting player pages served. */
export function fakeVideoAnswer(href: string, hosts: FakeVideoHosts): FakeAnswer | null {
  const url = new URL(href);
  hosts.requests.push(url.href);
  if (url.pathname === "/api/oembed.json" || url.pathname === "/oembed") return oembedAnswer(hosts.oembed);
  if (url.hostname === "player.vimeo.com") {
    hosts.playerLoads += 1;
    return { status: 200, contentType: "text/html", body: playerPage(hosts.player) };
  }
  if (url.hostname === "www.youtube-nocookie.com") return { status: 200, contentType: "text/html", body: "<!doctype html><title>Fake YouTube player</title>" };
  return { status: 200, contentType: "text/html", body: "<!doctype html><title>Video page</title><p>video host page</p>" };
}

/** Fresh fakes: oEmbed allows, the player plays. */
export function videoHostsState(start: Partial<Omit<FakeVideoHosts, "requests" | "playerLoads">> = {}): FakeVideoHosts {
  return { requests: [], oembed: 200, player: "ready", playerLoads: 0, ...start };
}

/** On a page, or on a whole context where popups (a "Watch on Vimeo" tab) must meet the fakes too. */
export async function fakeVideoHosts(page: Page | BrowserContext, start: Partial<Omit<FakeVideoHosts, "requests" | "playerLoads">> = {}): Promise<FakeVideoHosts> {
  const hosts = videoHostsState(start);
  await page.route(VIDEO_HOSTS, async (route: Route) => {
    const answer = fakeVideoAnswer(route.request().url(), hosts);
    // an unanswered oEmbed request: the page's own time-out must end the wait
    if (answer) await route.fulfill(answer);
  });
  return hosts;
}

function oembedAnswer(answer: OembedAnswer): FakeAnswer | null {
  if (answer === "hang") return null;
  const body = answer === 200 ? JSON.stringify({ type: "video", version: "1.0", title: "A film", width: 1280, height: 720 }) : JSON.stringify({ error: "fake" });
  return { status: answer, contentType: "application/json", body, headers: { "access-control-allow-origin": "*" } };
}

export const isVideoHostRequest = (url: string) => VIDEO_HOSTS.test(url);
