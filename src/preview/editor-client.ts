// Storyblok's Visual Editor, live: loaded only on preview pages opened inside the editor (the
// `_storyblok` query parameter). Typing (`input`) renders the unsaved story on the preview
// function and swaps the page content (header and footer included) in place; saving or publishing
// reloads the page, keeping the editor's session in the address (session-address.ts). An edit
// the page cannot show (the function refuses it, or its answer has no page) says so on the page.
// The POST goes to the page's own address, whose query carries the editor's proof (_storyblok_tk).
import StoryblokBridge from "@storyblok/preview-bridge";
import { SESSION_HEADER } from "../lib/preview-params";
import { clearEditMessage, showEditMessage } from "./edit-message";
import { hookHeaderLinks } from "./header-hooks";
import { keepSession, reloadAfterSave } from "./session-address";
import { noteSiteParts, swapPage } from "./swap";

const bridge = new StoryblokBridge();
/** The newest edit not yet sent: while one render is under way, later keystrokes wait here and only the last is sent. */
let pending: { story: unknown } | null = null;
let rendering = false;

noteSiteParts(document);
hookHeaderLinks(document);
keepSession(document.querySelector<HTMLMetaElement>('meta[name="preview-session"]')?.content);
bridge.on(["change", "published"], reloadAfterSave);
bridge.on("input", (event) => {
  pending = { story: event.story };
  if (!rendering) void renderLatest();
});

/** One render at a time, each of the newest edit: a keystroke is sent at once, and fast typing never queues renders. */
async function renderLatest(): Promise<void> {
  rendering = true;
  while (pending) {
    const { story } = pending;
    pending = null;
    await render(story);
  }
  rendering = false;
}

async function render(story: unknown): Promise<void> {
  try {
    const response = await fetch(window.location.pathname + window.location.search, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ story }),
    });
    const text = await response.text();
    keepSession(response.headers.get(SESSION_HEADER));
    if (!response.headers.get("content-type")?.startsWith("text/html")) return showEditMessage(`This edit cannot be shown here: ${refusal(text, response.status)}`);
    if (!swapPage(document, text)) return showEditMessage("This edit cannot be shown here: the preview's answer has no page content. Save to see it.");
    hookHeaderLinks(document);
    clearEditMessage();
    document.dispatchEvent(new CustomEvent("preview:updated"));
  } catch (error) {
    console.error("[preview] The edit could not be shown:", error);
    showEditMessage("This edit cannot be shown here: the preview did not answer. Check the connection; saving still works.");
  }
}

/** The function's JSON error, or its status when the answer is not one. */
function refusal(text: string, status: number): string {
  try {
    const { error } = JSON.parse(text) as { error?: unknown };
    if (typeof error === "string") return error;
  } catch {
    // not JSON: the status says enough
  }
  return `the preview answered ${status}.`;
}
