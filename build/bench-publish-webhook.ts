// The webhook's share of the editor's wait, with the real functions, a local Netlify Blobs store
// and a fake build hook: how long a signed publish takes to answer, and when a publish that
// arrives inside the coalescing window gets its build (from the every-minute flush). The
// window is 30 s; the flush runs at each whole minute, so the clock is stepped, not waited for.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signWebhookBody } from "../functions/lib/webhook-signature";
import flush from "../functions/storyblok-build-flush";
import webhook from "../functions/storyblok-webhook";
import { startFakeBuildHook } from "../tests/fakes/build-hook";
import { createLocalContext } from "./functions-context";
import { startLocalBlobs } from "./local-blobs";

export interface WebhookWait {
  /** a quiet window's first publish: answered, and its build asked for, in this many ms */
  answerMs: number;
  /** a publish `laterS` seconds after that one: how long until the flush starts its build */
  laterS: number;
  followUpS: number;
}

const SECRET = "bench-secret";
const MINUTE = 60_000;

/** `firstAtSecond`: where in its minute the first publish lands (the flush runs on whole minutes). */
export async function webhookWait(firstAtSecond: number, laterS = 5): Promise<WebhookWait> {
  const dir = await mkdtemp(join(tmpdir(), "bench-publish-webhook-"));
  const blobs = await startLocalBlobs(dir);
  const hook = await startFakeBuildHook();
  Object.assign(process.env, { STORYBLOK_WEBHOOK_SECRET: SECRET, NETLIFY_BUILD_HOOK_URL: hook.url, STORYBLOK_BUILD_WINDOW_SECONDS: "30" });
  const realNow = Date.now;
  let clock = Math.ceil(realNow() / MINUTE) * MINUTE + firstAtSecond * 1000;
  Date.now = () => clock; // the functions read the time here only
  try {
    const publish = async (storyId: number) => {
      const body = JSON.stringify({ action: "published", story_id: storyId, full_slug: `case-studies/story-${storyId}` });
      const request = new Request("http://localhost/api/storyblok-webhook", { method: "POST", headers: { "webhook-signature": signWebhookBody(body, SECRET) }, body });
      const { context } = createLocalContext({ request, ip: "127.0.0.1", requestId: "bench", siteUrl: "http://localhost", params: {}, functionName: "storyblok-webhook" });
      return webhook(request, context);
    };
    const started = performance.now();
    await publish(1);
    const answerMs = performance.now() - started;
    if (hook.titles.length !== 1) throw new Error("the first publish of a quiet window started no build");
    clock += laterS * 1000;
    const laterAt = clock;
    await publish(2);
    for (let tick = Math.ceil(clock / MINUTE) * MINUTE; hook.titles.length < 2; tick += MINUTE) {
      if (tick - laterAt > 5 * MINUTE) throw new Error("no flush started the coalesced build within 5 minutes");
      clock = tick;
      await flush();
    }
    return { answerMs, laterS, followUpS: (clock - laterAt) / 1000 };
  } finally {
    Date.now = realNow;
    await hook.close();
    await blobs.close();
    await rm(dir, { recursive: true, force: true });
  }
}
