// Webhook figures for npm run bench: a burst of signed publishes, their retried deliveries and
// unsigned calls against the real function, a local Netlify Blobs store and a fake build hook.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signWebhookBody } from "../functions/lib/webhook-signature";
import webhook from "../functions/storyblok-webhook";
import { startFakeBuildHook } from "../tests/fakes/build-hook";
import { createLocalContext } from "./functions-context";
import { startLocalBlobs } from "./local-blobs";

export async function printWebhookFigures(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "bench-webhook-"));
  const blobs = await startLocalBlobs(dir);
  const hook = await startFakeBuildHook();
  Object.assign(process.env, { STORYBLOK_WEBHOOK_SECRET: "bench-secret", NETLIFY_BUILD_HOOK_URL: hook.url, STORYBLOK_BUILD_WINDOW_SECONDS: "30" });
  const statuses: number[] = [];
  const deliver = async (body: string, signature: string | null) => {
    const headers: Record<string, string> = signature ? { "webhook-signature": signature } : {};
    const request = new Request("http://localhost/api/storyblok-webhook", { method: "POST", headers, body });
    const { context } = createLocalContext({ request, ip: "127.0.0.1", requestId: "bench", siteUrl: "http://localhost", params: {}, functionName: "storyblok-webhook" });
    statuses.push((await webhook(request, context)).status);
  };
  try {
    const bodies = Array.from({ length: 20 }, (_, i) => JSON.stringify({ action: "published", story_id: i, full_slug: `news/story-${i}` }));
    for (const body of bodies) await deliver(body, signWebhookBody(body, "bench-secret"));
    for (const body of bodies.slice(0, 5)) await deliver(body, signWebhookBody(body, "bench-secret"));
    for (const body of bodies.slice(0, 5)) await deliver(body, null);
    for (const body of bodies.slice(0, 5)) await deliver(body, signWebhookBody(body, "wrong-secret"));
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.log(
      `\nPublish webhook: ${statuses.length} deliveries (20 signed publishes in one burst, 5 retried (the first of them after its build started), 5 unsigned, 5 wrongly signed):`,
    );
    console.log(
      `  builds triggered ${hook.titles.length} (the rest wait for one follow-up build after the window), coalesced ${count(202)}, duplicates ${count(200) - hook.titles.length}, 401s ${count(401)}`,
    );
  } finally {
    await hook.close();
    await blobs.close();
    await rm(dir, { recursive: true, force: true });
  }
}
