// Starts a Netlify build through a build hook URL; `trigger_title` names it in the deploy list.
export type BuildTrigger = { ok: true } | { ok: false; detail: string };

const BUILD_HOOK_TIME_LIMIT_MS = 10_000;

export async function triggerBuild(hookUrl: string, title: string): Promise<BuildTrigger> {
  const url = new URL(hookUrl);
  url.searchParams.set("trigger_title", title);
  try {
    const response = await fetch(url, { method: "POST", body: "{}", signal: AbortSignal.timeout(BUILD_HOOK_TIME_LIMIT_MS) });
    if (response.ok) return { ok: true };
    return { ok: false, detail: `the build hook answered ${response.status}` };
  } catch (error) {
    return { ok: false, detail: `the build hook could not be reached (${(error as Error).message})` };
  }
}
