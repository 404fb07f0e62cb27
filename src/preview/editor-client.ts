// Storyblok's Visual Editor, live: loaded only on preview pages opened inside the editor (the
// `_storyblok` query parameter). Typing (`input`) renders the unsaved story on the preview
// function and swaps the page content in place; saving or publishing reloads the page.
import StoryblokBridge from "@storyblok/preview-bridge";
import { swapMain } from "./swap";

/** Long enough to skip most keystrokes, short enough that the page follows the typing. */
const INPUT_DEBOUNCE_MS = 150;

const bridge = new StoryblokBridge();
let timer: ReturnType<typeof setTimeout> | undefined;
let latest = 0;

bridge.on(["change", "published"], () => window.location.reload());
bridge.on("input", (event) => {
  clearTimeout(timer);
  timer = setTimeout(() => void render(event.story), INPUT_DEBOUNCE_MS);
});

async function render(story: unknown): Promise<void> {
  const request = ++latest;
  try {
    const response = await fetch(window.location.pathname + window.location.search, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ story }),
    });
    const html = await response.text();
    // An older answer arriving after a newer one must not undo the newer edit.
    if (request !== latest) return;
    if (!swapMain(document, html)) window.location.reload();
    document.dispatchEvent(new CustomEvent("preview:updated"));
  } catch (error) {
    console.error("[preview] The edit could not be shown:", error);
  }
}
