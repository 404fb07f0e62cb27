// The Visual Editor's typing-to-page time in Chromium: an `input` message with the edited story
// posted into the framed preview, until the new text is in the page's main content and the next
// frame is drawn. Timed inside the preview frame, with where the time went (the wait before the
// request, the function's answer, and the swap and paint after it) from the page's resource timing.
import type { Browser } from "@playwright/test";

export interface TypingCase {
  name: string;
  /** the preview address in edit mode (with the editor's proof) */
  url: string;
  story: { content: Record<string, unknown> };
  /** puts `text` into the story's field */
  edit(story: TypingCase["story"], text: string): void;
}

export const TYPING_EDITS = 20;
const STORYBLOK_EDITOR = "https://app.storyblok.com";

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * share) - 1)]!;

/** One line: median and p95 of typing to page over TYPING_EDITS edits, and the medians of its parts. */
export async function typingFigures(browser: Browser, typing: TypingCase): Promise<string> {
  const page = await browser.newPage();
  try {
    const editorPage = `<!DOCTYPE html><iframe id="preview" style="width:1200px;height:700px" src="${typing.url}"></iframe>`;
    await page.route(`${STORYBLOK_EDITOR}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: editorPage }));
    await page.goto(`${STORYBLOK_EDITOR}/`);
    await page.frameLocator("#preview").locator("[data-blok-uid]").first().waitFor();
    const frame = page.frames().find((candidate) => candidate.url().startsWith(new URL(typing.url).origin))!;
    const parts = { total: [] as number[], wait: [] as number[], answer: [] as number[], swap: [] as number[] };
    // the first edit also compiles the page's and the function's code paths for an edit: not counted
    for (let run = 0; run <= TYPING_EDITS; run++) {
      const text = `Typed ${typing.name} ${run}`;
      const story = structuredClone(typing.story);
      typing.edit(story, text);
      const times = await frame.evaluate(timeOneEdit, { story, text });
      if (run === 0) continue;
      for (const key of Object.keys(parts) as Array<keyof typeof parts>) parts[key].push(times[key]);
    }
    const ms = (values: number[]) => `${percentile(values, 0.5).toFixed(0)} ms`;
    return `${typing.name}: median ${ms(parts.total)}, p95 ${percentile(parts.total, 0.95).toFixed(0)} ms over ${TYPING_EDITS} edits (medians: before the request ${ms(parts.wait)}, the function's answer ${ms(parts.answer)}, swap and paint ${ms(parts.swap)})`;
  } finally {
    await page.close();
  }
}

/** Runs in the preview frame: the bridge's `input` message, then the new text on screen. */
async function timeOneEdit({ story, text }: { story: unknown; text: string }) {
  performance.clearResourceTimings();
  const started = performance.now();
  const address = window.location.href;
  const shown = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector("main")?.textContent?.includes(text)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  window.postMessage({ action: "input", story }, "*");
  await shown;
  // the next frame drawn with the new text
  const painted = await new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));
  // the edit's POST goes to the page's own address; an island's own fetches go elsewhere
  const post = performance
    .getEntriesByType("resource")
    .findLast((entry) => (entry as PerformanceResourceTiming).initiatorType === "fetch" && entry.name === address && entry.startTime >= started) as PerformanceResourceTiming;
  return { total: painted - started, wait: post.requestStart - started, answer: post.responseEnd - post.requestStart, swap: painted - post.responseEnd };
}
