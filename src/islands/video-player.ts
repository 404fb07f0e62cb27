// Starts the player in an iframe the component has already placed, and reports
// how it went: playing, autoplay refused, or failed (to be retried). For Vimeo
// the real @vimeo/player is imported here, in a chunk of its own, only when a
// video is about to play; its named errors are mapped to those outcomes.
import type { Video } from "../lib/video";
import { chooseQuality } from "../lib/video-embed";

export const PLAYER_LOAD_TIMEOUT_MS = 10000;

export type PlayerStart = { outcome: "playing" | "autoplay-refused"; play: () => Promise<void> } | { outcome: "failed"; reason: string };

interface VimeoLike {
  ready(): Promise<void>;
  play(): Promise<void>;
  getQualities(): Promise<{ id: string }[]>;
  setQuality(quality: string): Promise<unknown>;
}

/** The browser refuses autoplay with NotAllowedError; anything else means the video did not load. */
export function isAutoplayRefusal(error: unknown): boolean {
  return error instanceof Error && error.name === "NotAllowedError";
}

export function startPlayer(iframe: HTMLIFrameElement, video: Video): Promise<PlayerStart> {
  return video.provider === "vimeo" ? startVimeo(iframe) : startFrame(iframe);
}

async function startVimeo(iframe: HTMLIFrameElement): Promise<PlayerStart> {
  let player: VimeoLike;
  try {
    const { default: Player } = await import("@vimeo/player");
    player = new Player(iframe) as unknown as VimeoLike;
    await withTimeout(player.ready());
  } catch (error) {
    return { outcome: "failed", reason: describe(error) };
  }
  adjustQuality(player);
  const play = () => player.play();
  try {
    await play();
    return { outcome: "playing", play };
  } catch (error) {
    return isAutoplayRefusal(error) ? { outcome: "autoplay-refused", play } : { outcome: "failed", reason: describe(error) };
  }
}

/** The iframe asked for 720p; a video without it gets 480p. Quality is a nicety, so its errors are ignored. */
function adjustQuality(player: VimeoLike) {
  const wanted = chooseQuality(window.innerWidth);
  player
    .getQualities()
    .then((list) => {
      const best = chooseQuality(
        window.innerWidth,
        list.map((q) => q.id),
      );
      return best === wanted ? undefined : player.setQuality(best);
    })
    .catch(() => undefined);
}

/** YouTube's privacy-enhanced embed speaks no API here: a frame that loads is playing. */
async function startFrame(iframe: HTMLIFrameElement): Promise<PlayerStart> {
  const loaded = new Promise<void>((resolve) => iframe.addEventListener("load", () => resolve(), { once: true }));
  try {
    await withTimeout(loaded);
    return { outcome: "playing", play: async () => undefined };
  } catch (error) {
    return { outcome: "failed", reason: describe(error) };
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the player did not become ready in ${PLAYER_LOAD_TIMEOUT_MS} ms`)), PLAYER_LOAD_TIMEOUT_MS);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
